import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRecipients, notifications } from '../../server/db/schema';
import { NOT_PENDING } from '../../server/services/decide-subscription';
import { CANNOT_UNDO } from '../../server/services/undo-audit-entry';
import { operations } from './support/contract-operations';
import { auditLog, expectEditorsOnly, appWithEditor, signedInEditor, type EditorSession } from './support/editors';
import { createMember, type TestMember } from './support/members';
import { engines, type TestApp } from './support/test-app';

const VIDEO_LIBRARY = '1003'; // professionals, approval required
const OUTCOMES_REGISTRY = '1005'; // professionals, approval required
const ORDER_PORTAL = '1007'; // distributors, approval required
const DAY = 24 * 60 * 60 * 1000;

interface Approval {
  nid: string;
  title: string;
  uid: string;
  member_name: string;
  email: string;
  user_type: string;
  requested_at: number;
  age_days: number;
}
interface Result {
  nid: string;
  uid: string;
  ok: boolean;
  message: string;
}

describe.each(engines)('the Approvals queue in the editor console on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  beforeAll(async () => ({ t, editor } = await appWithEditor(engine)));
  afterAll(() => t.close());

  const ask = async (member: TestMember, nid: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/myresource',
      headers: member.headers,
      payload: { nid, uid: String(member.uid) },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const queue = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/editor/approvals${query}`, headers: editor.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Approval[];
  };
  const mine = async (query: string, members: TestMember[]) =>
    (await queue(query)).filter((row) => members.some((m) => m.mail === row.email));
  const decide = async (body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/editor/approvals/decisions',
      headers: editor.headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Result[];
  };
  const item = (member: TestMember, nid: string) => ({ nid, uid: String(member.uid) });
  const myResource = async (member: TestMember, nid: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/uiapi/myresource/${member.uid}`, headers: member.headers });
    return (res.json() as { nid: string; approved: number }[]).find((entry) => entry.nid === nid);
  };
  const notificationsOf = (uid: number) =>
    t.deps.db
      .select({ subject: notifications.subject, message: notifications.message })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.nid, notificationRecipients.nid))
      .where(eq(notificationRecipients.uid, uid));

  it('is for editors only: 401 without a session, 403 for a member', async () => {
    const member = await createMember(t);
    const calls = operations.filter((operation) => operation.path.startsWith('/api/editor/approvals'));
    expect(calls.map((operation) => operation.operationId).sort()).toEqual(['decideEditorApprovals', 'listEditorApprovals']);
    await expectEditorsOnly(t, calls, member.headers);
  });

  it('lists pending requests oldest first with the member and their age, filtered by resource and age', async () => {
    const pro = await createMember(t, { userType: '1', firstName: 'Greta' });
    await ask(pro, VIDEO_LIBRARY);
    t.advanceClock(3 * DAY);
    const dist = await createMember(t, { userType: '2' });
    await ask(dist, ORDER_PORTAL);
    t.advanceClock(DAY + 1000);
    editor = await signedInEditor(t); // the earlier session ended while the clock moved on

    const all = await mine('', [pro, dist]);
    expect(all).toEqual([
      {
        nid: VIDEO_LIBRARY,
        title: 'Surgical Video Library',
        uid: String(pro.uid),
        member_name: 'Greta Tester',
        email: pro.mail,
        user_type: '1',
        requested_at: expect.any(Number),
        age_days: 4,
      },
      expect.objectContaining({ nid: ORDER_PORTAL, uid: String(dist.uid), user_type: '2', age_days: 1 }),
    ]);
    expect(all[0]!.requested_at).toBeLessThan(all[1]!.requested_at);
    expect((await mine(`?resource=${ORDER_PORTAL}`, [pro, dist])).map((row) => row.email)).toEqual([dist.mail]);
    expect((await mine('?older_than_days=3', [pro, dist])).map((row) => row.email)).toEqual([pro.mail]);
    expect(await mine(`?older_than_days=3&resource=${ORDER_PORTAL}`, [pro, dist])).toEqual([]);

    const bad = await t.app.inject({ method: 'GET', url: '/api/editor/approvals?older_than_days=-1', headers: editor.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('approves many: each opens in My Resources, each member is notified, emailed only when their setting is on', async () => {
    const emailed = await createMember(t, { userType: '1' });
    const quiet = await createMember(t, { userType: '1', emailNotification: false });
    await ask(emailed, VIDEO_LIBRARY);
    await ask(quiet, OUTCOMES_REGISTRY);

    const results = await decide({
      decision: 'approve',
      reason: 'Welcome aboard.\nEnjoy.',
      items: [item(emailed, VIDEO_LIBRARY), item(quiet, OUTCOMES_REGISTRY)],
    });
    expect(results).toEqual([
      { ...item(emailed, VIDEO_LIBRARY), ok: true, message: expect.stringContaining('notified; email queued') },
      { ...item(quiet, OUTCOMES_REGISTRY), ok: true, message: expect.stringContaining('email notifications are off') },
    ]);

    expect(await myResource(emailed, VIDEO_LIBRARY)).toMatchObject({ approved: 1 });
    expect(await myResource(quiet, OUTCOMES_REGISTRY)).toMatchObject({ approved: 1 });
    expect(await notificationsOf(emailed.uid)).toEqual([
      { subject: 'Access approved: Surgical Video Library', message: expect.stringContaining('Welcome aboard.<br>Enjoy.') },
    ]);
    expect(await notificationsOf(quiet.uid)).toHaveLength(1);
    await t.settleJobs();
    const mail = t.mails.findLast((m) => m.to === emailed.mail);
    expect(mail?.subject).toContain('Access approved: Surgical Video Library');
    expect(mail?.text).toContain('Welcome aboard.');
    expect(t.mails.some((m) => m.to === quiet.mail)).toBe(false);
    expect(await mine('', [emailed, quiet])).toEqual([]);
  });

  it('rejects with a reason: the request is gone and the member is told why', async () => {
    const member = await createMember(t, { userType: '2' });
    await ask(member, ORDER_PORTAL);
    const [result] = await decide({
      decision: 'reject',
      reason: 'Please use your company address.',
      items: [item(member, ORDER_PORTAL)],
    });
    expect(result).toMatchObject({ ok: true, message: expect.stringMatching(/^Rejected: /) });
    expect(await myResource(member, ORDER_PORTAL)).toBeUndefined();
    expect(await notificationsOf(member.uid)).toEqual([
      {
        subject: 'Access not approved: Distributor Order Portal',
        message: expect.stringContaining('Please use your company address.'),
      },
    ]);
    await t.settleJobs();
    expect(t.mails.findLast((m) => m.to === member.mail)?.text).toContain('Please use your company address.');
  });

  it('reports an item already decided as not ok and still decides the others', async () => {
    const first = await createMember(t, { userType: '1' });
    const second = await createMember(t, { userType: '1' });
    await ask(first, VIDEO_LIBRARY);
    await ask(second, VIDEO_LIBRARY);
    await decide({ decision: 'reject', items: [item(first, VIDEO_LIBRARY)] });

    const results = await decide({ decision: 'approve', items: [item(first, VIDEO_LIBRARY), item(second, VIDEO_LIBRARY)] });
    expect(results).toEqual([
      { ...item(first, VIDEO_LIBRARY), ok: false, message: NOT_PENDING },
      { ...item(second, VIDEO_LIBRARY), ok: true, message: expect.stringMatching(/^Approved: /) },
    ]);
    expect(await myResource(first, VIDEO_LIBRARY)).toBeUndefined();
    expect(await myResource(second, VIDEO_LIBRARY)).toMatchObject({ approved: 1 });
  });

  it('records every decision in the audit log with the editor, the request and the reason', async () => {
    const member = await createMember(t, { userType: '1' });
    await ask(member, OUTCOMES_REGISTRY);
    await decide({ decision: 'reject', reason: 'Not for students.', items: [item(member, OUTCOMES_REGISTRY)] });
    await ask(member, OUTCOMES_REGISTRY);
    await decide({ decision: 'approve', items: [item(member, OUTCOMES_REGISTRY)] });

    const res = await auditLog(t, editor.headers, `entity_type=subscription&entity_id=${OUTCOMES_REGISTRY}/${member.uid}`);
    const rows = (
      res.json() as { items: { id: string; action: string; actor: { label: string }; before: unknown; after: unknown }[] }
    ).items;
    expect(rows.map((row) => row.action)).toEqual(['approve', 'reject']);
    expect(rows[1]).toMatchObject({
      actor: { label: editor.email },
      before: { nid: OUTCOMES_REGISTRY, uid: String(member.uid), email: member.mail, status: 'pending' },
      after: { status: 'rejected', reason: 'Not for students.' },
    });
    expect(rows[0]).toMatchObject({ after: { status: 'approved', reason: null } });
    // A decision is not content: the audit log offers no "Put back" for it.
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/editor/audit-log/${rows[1]!.id}/undo`,
      headers: editor.headers,
    });
    expect(undo.statusCode).toBe(400);
    expect(undo.json()).toEqual({ message: CANNOT_UNDO });
  });

  it('refuses a reason with control characters and an empty or oversized list', async () => {
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/editor/approvals/decisions', headers: editor.headers, payload });
    const control = await send({ decision: 'reject', reason: 'a\tb', items: [{ nid: VIDEO_LIBRARY, uid: '1' }] });
    expect(control.json()).toMatchObject({ message: 'Reason cannot contain control characters.', field: 'reason' });
    expect((await send({ decision: 'approve', items: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) => ({ nid: VIDEO_LIBRARY, uid: String(i + 1) }));
    expect((await send({ decision: 'approve', items: many })).statusCode).toBe(400);
    expect(
      (await send({ decision: 'approve', reason: 'x'.repeat(501), items: [{ nid: VIDEO_LIBRARY, uid: '1' }] })).statusCode,
    ).toBe(400);
  });
});
