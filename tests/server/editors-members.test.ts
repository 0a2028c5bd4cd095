import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import {
  activationRequest,
  isSessionLive,
  lastMailTo,
  login,
  professionalBody,
  register,
  signedInProfessional,
} from './support/accounts-fixtures';
import { operations } from './support/contract-operations';
import { auditLog, expectEditorsOnly, appWithEditor, signedInEditor, type EditorSession } from './support/editors';
import { createMember, type TestMember } from './support/members';
import { engines, type TestApp } from './support/test-app';

const VIDEO_LIBRARY = '1003'; // professionals, approval required
const LENS_PLANNER = '1001'; // both types, no approval

interface Member {
  uid: string;
  name: string;
  email: string;
  user_type: string;
  status: string;
  created: number;
  last_sign_in: number | null;
}
interface MemberPage {
  items: Member[];
  total: number;
  page: number;
  limit: number;
}
interface AuditRow {
  action: string;
  entity_type: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each(engines)('Members in the editor console on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  beforeAll(async () => ({ t, editor } = await appWithEditor(engine)));
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/editor/members?${query}`, headers: editor.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MemberPage;
  };
  const setBlocked = (uid: number | string, blocked: boolean) =>
    t.app.inject({ method: 'PUT', url: `/api/editor/members/${uid}/blocked`, headers: editor.headers, payload: { blocked } });
  const resend = (uid: number | string) =>
    t.app.inject({ method: 'POST', url: `/api/editor/members/${uid}/activation-link`, headers: editor.headers });
  const auditOf = async (uid: number | string) => {
    const res = await auditLog(t, editor.headers, `entity_type=member`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: AuditRow[] }).items.filter((row) => row.entity_id === String(uid));
  };
  const undo = (id: string) => t.app.inject({ method: 'POST', url: `/api/editor/audit-log/${id}/undo`, headers: editor.headers });

  it('is for editors only: 401 without a session, 403 for a member', async () => {
    const member = await createMember(t);
    const calls = operations.filter((operation) => operation.path.startsWith('/api/editor/members'));
    expect(calls.map((operation) => operation.operationId).sort()).toEqual([
      'listEditorMemberSubscriptions',
      'listEditorMembers',
      'resendMemberActivationLink',
      'setEditorMemberBlocked',
    ]);
    await expectEditorsOnly(t, calls, member.headers);
  });

  it('lists members newest first, searched by name or email (literally), filtered by type and status, paged, never editors', async () => {
    const tag = `mq${Date.now().toString(36)}`;
    const made: TestMember[] = [];
    made.push(await createMember(t, { mail: `${tag}.a@example.com`, firstName: 'Quillon' }));
    made.push(await createMember(t, { mail: `${tag}.b@example.com`, userType: '2' }));
    made.push(await createMember(t, { mail: `${tag}.c@example.com` }));
    const pending = made[2]!;
    await t.deps.db.update(users).set({ status: 'blocked', activatedAt: null }).where(eq(users.uid, pending.uid));
    await signedInEditor(t, `${tag}.editor@example.com`);

    const all = await list(`q=${tag.toUpperCase()}`);
    expect(all.total).toBe(3);
    expect(all.items.map((m) => m.email)).toEqual([`${tag}.c@example.com`, `${tag}.b@example.com`, `${tag}.a@example.com`]);
    expect(all.items[2]).toEqual({
      uid: String(made[0]!.uid),
      name: 'Quillon Tester',
      email: `${tag}.a@example.com`,
      user_type: '1',
      status: 'active',
      created: expect.any(Number),
      last_sign_in: null,
    });
    expect(all.items[0]!.status).toBe('not_activated');

    expect((await list('q=quillon tes')).items.map((m) => m.uid)).toContain(String(made[0]!.uid));
    expect((await list(`q=${tag}&type=2`)).items.map((m) => m.email)).toEqual([`${tag}.b@example.com`]);
    expect((await list(`q=${tag}&status=not_activated`)).items.map((m) => m.email)).toEqual([`${tag}.c@example.com`]);
    expect((await list(`q=${tag}&status=active&type=1`)).items.map((m) => m.email)).toEqual([`${tag}.a@example.com`]);
    expect((await list(`q=${tag.slice(0, 3)}_`)).total).toBe(0); // `_` is not a wildcard
    expect((await list(`q=${encodeURIComponent(`${tag}%`)}`)).total).toBe(0); // nor is `%`
    expect((await list(`q=${tag}.editor`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent(editor.email)}`)).total).toBe(0);

    const first = await list(`q=${tag}&limit=2&page=1`);
    const second = await list(`q=${tag}&limit=2&page=2`);
    expect([first.total, first.page, first.limit, second.page]).toEqual([3, 1, 2, 2]);
    expect([...first.items, ...second.items].map((m) => m.email)).toEqual(all.items.map((m) => m.email));

    for (const bad of ['type=3', 'status=gone', 'page=0', 'limit=101']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/editor/members?${bad}`, headers: editor.headers });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it("lists a member's pending and approved subscriptions; 404 for an unknown uid or an editor's", async () => {
    const member = await createMember(t);
    for (const nid of [VIDEO_LIBRARY, LENS_PLANNER]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/myresource',
        headers: member.headers,
        payload: { nid, uid: String(member.uid) },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/editor/members/${member.uid}/subscriptions`,
      headers: editor.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as { nid: string; title: string; status: string; requested_at: number }[];
    expect(rows.map((row) => [row.nid, row.status]).sort()).toEqual([
      [LENS_PLANNER, 'approved'],
      [VIDEO_LIBRARY, 'pending'],
    ]);
    expect(rows.find((row) => row.nid === VIDEO_LIBRARY)).toEqual({
      nid: VIDEO_LIBRARY,
      title: 'Surgical Video Library',
      status: 'pending',
      requested_at: expect.any(Number),
    });
    for (const uid of ['999999', editor.uid]) {
      const missing = await t.app.inject({
        method: 'GET',
        url: `/api/editor/members/${uid}/subscriptions`,
        headers: editor.headers,
      });
      expect(missing.statusCode, uid).toBe(404);
    }
  });

  it('resends a working activation link to a member not yet active, and refuses an active one', async () => {
    const body = professionalBody();
    expect((await register(t, body)).statusCode).toBe(200);
    const first = lastMailTo(t, body.mail).link;
    const [row] = await t.deps.db.select({ uid: users.uid }).from(users).where(eq(users.mail, body.mail));
    const uid = row!.uid;

    const res = await resend(uid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: `Activation link sent to ${body.mail}.` });
    const second = lastMailTo(t, body.mail).link;
    expect(second).toContain(`/useractivation/account_${uid}/activate/`);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: activationRequest(first) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: activationRequest(second) })).statusCode).toBe(200);

    const again = await resend(uid);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: expect.stringContaining('already activated') });
    expect((await resend(editor.uid)).statusCode).toBe(404);

    const audit = await auditOf(uid);
    expect(audit.map((entry) => entry.action)).toEqual(['resend_activation']);
    expect(audit[0]!.after).toEqual({ uid, email: body.mail });
    expect(JSON.stringify(audit)).not.toContain(second.split('/').pop()!);
  });

  it('blocks a member: every session ends at once and sign-in is refused; unblocking lets them in again', async () => {
    const { mail, pass, session } = await signedInProfessional(t);
    const uid = session.uid;
    const listed = (await list(`q=${encodeURIComponent(mail)}`)).items[0]!;
    expect(listed.last_sign_in).toEqual(expect.any(Number));

    const blocked = await setBlocked(uid, true);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({ uid, status: 'blocked' });
    expect(await isSessionLive(t, session)).toBe(false);
    const call = await t.app.inject({
      method: 'GET',
      url: `/uiapi/myresource/${uid}`,
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(call.statusCode).toBe(401);
    expect(call.json()).toMatchObject({ message: expect.stringContaining('blocked') });
    const refused = await login(t, mail, pass);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'This account has been blocked. Please contact support.' });
    expect((await list(`q=${encodeURIComponent(mail)}&status=blocked`)).total).toBe(1);
    expect((await resend(uid)).statusCode).toBe(400); // a blocked member cannot activate themselves again

    expect((await setBlocked(uid, false)).json()).toMatchObject({ status: 'active' });
    expect((await login(t, mail, pass)).statusCode).toBe(200);

    const audit = await auditOf(uid);
    expect(audit.map((entry) => entry.action)).toEqual(['unblock', 'block']);
    expect(audit[1]!.before).toEqual({ uid: Number(uid), email: mail, status: 'active' });
    expect(audit[1]!.after).toEqual({ uid: Number(uid), email: mail, status: 'blocked', sessions_ended: 1 });
    expect(JSON.stringify(audit)).not.toMatch(/hash|token|pass/i);
    const ids = (
      (await auditLog(t, editor.headers, 'entity_type=member')).json() as { items: (AuditRow & { id: string })[] }
    ).items
      .filter((row) => row.entity_id === uid)
      .map((row) => row.id);
    for (const id of ids) expect((await undo(id)).statusCode).toBe(400);
  });

  it('refuses to block a member who has not activated yet, and 404s an editor', async () => {
    const member = await createMember(t);
    await t.deps.db.update(users).set({ status: 'blocked', activatedAt: null }).where(eq(users.uid, member.uid));
    const res = await setBlocked(member.uid, true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('not activated') });
    expect((await setBlocked(editor.uid, true)).statusCode).toBe(404);
    expect(await auditOf(member.uid)).toEqual([]);
  });
});
