import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOOD_RULES } from '../../server/auth/flood-control';
import { signInvitation } from '../../server/auth/invitations';
import { findInvitationByJti } from '../../server/db/invitations.repository';
import { invitations } from '../../server/db/schema';
import {
  distributorBody,
  freshEmail,
  freshIp,
  insertAccountsFixtures,
  lastMailTo,
  register,
  type DistributorValues,
} from './support/accounts-fixtures';
import { operations } from './support/contract-operations';
import { auditLog, csvUpload, expectEditorsOnly, signedInEditor, type EditorSession } from './support/editors';
import { createMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

const INVALID = 'Your invitation link is invalid or has expired. Please reach out to your representative for a new one.';
const GONE = 'This invitation link is no longer valid.';
const MISMATCH = 'The registration details do not match your invitation.';
const HOUR_MS = 3600 * 1000;

interface Entry {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  country: string;
  invited_by: string | null;
  created: number;
  sent: number;
  expires: number;
  opened: number | null;
  status: string;
}
interface EntryPage {
  items: Entry[];
  total: number;
  page: number;
  limit: number;
}
interface ImportResult {
  rows: { row: number; email: string; ok: boolean; message: string | null }[];
  invited: number;
  refused: number;
}
interface AuditRow {
  action: string;
  entity_type: string;
  entity_id: string;
  actor: { label: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each(engines)('the invitations ledger in the editor console on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
    editor = await signedInEditor(t);
  });
  afterAll(() => t.close());

  const values = (prefix = 'inv'): DistributorValues => ({
    mail: freshEmail(prefix),
    first: 'Lars',
    last: 'Berg',
    company: 'Nordic Optics',
    country: 'DE',
  });
  const invite = (v: DistributorValues) =>
    t.app.inject({
      method: 'POST',
      url: '/api/editor/invitations',
      headers: editor.headers,
      payload: { email: v.mail, first: v.first, last: v.last, company: v.company, country: v.country },
    });
  const invited = async (v: DistributorValues) => {
    const res = await invite(v);
    expect(res.statusCode, res.body).toBe(201);
    return { entry: res.json() as Entry, jwt: jwtOf(lastMailTo(t, v.mail).link) };
  };
  const jwtOf = (link: string) => link.split('/register/')[1]!;
  const open = (jwt: string, ip = freshIp()) =>
    t.app.inject({ method: 'POST', url: '/api/invitations/open', payload: { jwt }, remoteAddress: ip });
  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/editor/invitations?${query}`, headers: editor.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EntryPage;
  };
  const entryOf = async (email: string) => (await list(`q=${encodeURIComponent(email)}`)).items[0]!;
  const resend = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/editor/invitations/${id}/resend`, headers: editor.headers });
  const revoke = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/editor/invitations/${id}/revoke`, headers: editor.headers });
  const importCsv = (text: string) =>
    t.app.inject({ method: 'POST', url: '/api/editor/invitations/import', headers: editor.headers, payload: csvUpload(text) });
  const auditOf = async (id: string) => {
    const res = await auditLog(t, editor.headers, 'entity_type=invitation');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: AuditRow[] }).items.filter((row) => row.entity_id === id);
  };

  it('is for editors only: 401 without a session, 403 for a member', async () => {
    const member = await createMember(t);
    const calls = operations.filter((operation) => operation.path.startsWith('/api/editor/invitations'));
    expect(calls.map((operation) => operation.operationId).sort()).toEqual([
      'createEditorInvitation',
      'importEditorInvitations',
      'listEditorInvitations',
      'resendEditorInvitation',
      'revokeEditorInvitation',
    ]);
    await expectEditorsOnly(t, calls, member.headers);
  });

  it('invite → pending → open → opened → register → accepted, with the stored claims and audit rows', async () => {
    const v = values();
    const { entry, jwt } = await invited(v);
    expect(entry).toEqual({
      id: expect.any(String),
      email: v.mail,
      first_name: 'Lars',
      last_name: 'Berg',
      company: 'Nordic Optics',
      country: 'DE',
      invited_by: editor.email,
      created: expect.any(Number),
      sent: entry.created,
      expires: entry.created + 14 * 24 * 3600,
      opened: null,
      status: 'pending',
    });
    const opened = await open(jwt);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ eid: v.mail, firstname: 'Lars', lastname: 'Berg', dname: 'Nordic Optics', country: 'DE' });
    const afterOpen = await entryOf(v.mail);
    expect(afterOpen.status).toBe('opened');
    t.advanceClock(60_000);
    expect((await open(jwt)).statusCode).toBe(200); // a second load keeps the first time
    expect((await entryOf(v.mail)).opened).toBe(afterOpen.opened);

    const registered = await register(t, distributorBody(v, jwt));
    expect(registered.statusCode, registered.body).toBe(200);
    expect((await entryOf(v.mail)).status).toBe('accepted');
    const used = await open(jwt);
    // Told apart from an expired link (issue 44): the page goes home and offers to log in.
    expect([used.statusCode, used.json()]).toEqual([
      409,
      { message: 'This invitation has already been used to create an account. Please log in.' },
    ]);

    const audit = await auditOf(entry.id);
    expect(audit.map((row) => row.action)).toEqual(['invite']);
    expect(audit[0]!.actor.label).toBe(editor.email);
    expect(JSON.stringify(audit[0])).not.toContain(jwt);
    expect((await resend(entry.id)).json()).toEqual({
      message: 'This invitation has been accepted: the distributor has registered.',
    });
    expect((await revoke(entry.id)).statusCode).toBe(400);
  });

  it('resend: a new link and expiry on the same row; the old link answers 410 and is refused at registration', async () => {
    const v = values();
    const { entry, jwt: oldJwt } = await invited(v);
    t.advanceClock(HOUR_MS);
    const res = await resend(entry.id);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as Entry;
    expect(after.id).toBe(entry.id);
    expect(after.created).toBe(entry.created);
    // Times are whole seconds of a real clock moved on an hour, so a second may tick between the two calls.
    expect(after.sent - entry.sent).toBeGreaterThanOrEqual(HOUR_MS / 1000);
    expect(after.sent - entry.sent).toBeLessThanOrEqual(HOUR_MS / 1000 + 5);
    expect(after.expires - after.sent).toBe(entry.expires - entry.sent);
    const newJwt = jwtOf(lastMailTo(t, v.mail).link);
    expect(newJwt).not.toBe(oldJwt);
    expect(decodeJwt(newJwt).jti).not.toBe(decodeJwt(oldJwt).jti);

    const old = await open(oldJwt);
    expect([old.statusCode, old.json()]).toEqual([410, { message: GONE }]);
    const refused = await register(t, distributorBody(v, oldJwt));
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: INVALID }]);
    expect((await open(newJwt)).statusCode).toBe(200);
    expect((await register(t, distributorBody(v, newJwt))).statusCode).toBe(200);
    expect((await auditOf(entry.id)).map((row) => row.action)).toEqual(['resend', 'invite']);
  });

  it('revoke: the link answers 410, registration is refused with 403; revoking again changes nothing', async () => {
    const v = values();
    const { entry, jwt } = await invited(v);
    const res = await revoke(entry.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Entry).status).toBe('revoked');
    const opened = await open(jwt);
    expect([opened.statusCode, opened.json()]).toEqual([410, { message: GONE }]);
    const refused = await register(t, distributorBody(v, jwt));
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: INVALID }]);
    expect((await revoke(entry.id)).statusCode).toBe(200);
    expect((await resend(entry.id)).statusCode).toBe(400);
    const audit = await auditOf(entry.id);
    expect(audit.map((row) => row.action)).toEqual(['revoke', 'invite']);
    expect(audit[0]!.before).toMatchObject({ email: v.mail, status: 'pending' });
    expect(audit[0]!.after).toMatchObject({ email: v.mail, status: 'revoked' });
    expect((await revoke('999999')).statusCode).toBe(404);
  });

  it('pins the claims server-side: a validly signed token whose values differ from the stored row is refused', async () => {
    const v = values();
    const { jwt } = await invited(v);
    const { jti } = decodeJwt(jwt) as { jti: string };
    // Same jti, a different company, signed with the real key (as if the key had leaked).
    const forged = await signInvitation(
      t.deps.secrets.invitationKey,
      { eid: v.mail, firstname: v.first, lastname: v.last, dname: 'Other Company', country: v.country },
      t.deps.now(),
    );
    const stored = await findInvitationByJti(t.deps.db, jti);
    await t.deps.db.update(invitations).set({ jti: forged.claims.jti }).where(eq(invitations.id, stored!.id));
    const opened = await open(forged.jwt);
    expect((opened.json() as { dname: string }).dname).toBe('Nordic Optics'); // the stored value, not the token's
    const refused = await register(t, distributorBody({ ...v, company: 'Other Company' }, forged.jwt));
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: MISMATCH }]);
    const unknown = await signInvitation(t.deps.secrets.invitationKey, { ...claimsOf(v) }, t.deps.now());
    expect((await open(unknown.jwt)).statusCode).toBe(410); // never issued here
    expect((await open('a.b.c')).statusCode).toBe(403); // bad signature
  });

  it('counts refused links against the caller’s IP like other refused links; a good link counts nothing', async () => {
    const { jwt } = await invited(values());
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await open(jwt, ip)).statusCode).toBe(200);
    let refused = 0;
    let answer = await open('a.b.c', ip);
    while (answer.statusCode === 403 && refused < 1000) {
      refused += 1;
      answer = await open('a.b.c', ip);
    }
    expect(refused).toBe(FLOOD_RULES.failedTokenIp.limit * t.deps.config.floodLimitMultiplier);
    expect([answer.statusCode, answer.json()]).toEqual([429, { message: FLOOD_RULES.failedTokenIp.message }]);
    expect((await open(jwt, ip)).statusCode).toBe(429);
    expect((await open(jwt)).statusCode).toBe(200);
  });

  it('shows expired when the link has expired: open and registration answer 403', async () => {
    const v = values();
    const { entry, jwt } = await invited(v);
    await t.deps.db
      .update(invitations)
      .set({ expiresAt: new Date(t.deps.now().getTime() - 1000) })
      .where(eq(invitations.id, Number(entry.id)));
    expect((await entryOf(v.mail)).status).toBe('expired');
    expect((await list(`q=${encodeURIComponent(v.mail)}&status=expired`)).total).toBe(1);
    expect((await list(`q=${encodeURIComponent(v.mail)}&status=pending`)).total).toBe(0);
    const opened = await open(jwt);
    expect([opened.statusCode, opened.json()]).toEqual([403, { message: INVALID }]);
    // A resend gives it a fresh link again.
    expect(((await resend(entry.id)).json() as Entry).status).toBe('pending');
  });

  it('lists newest first with search, status filters and paging; the command line shows as no editor', async () => {
    const tag = `lq${Date.now().toString(36)}`;
    const a = await invited({ ...values(), mail: `${tag}.a@example.com` });
    t.advanceClock(1000);
    const b = await invited({ ...values(), mail: `${tag}.b@example.com` });
    t.advanceClock(1000);
    const cli = await t.app.inject({
      method: 'POST',
      url: '/admin/api/invitations',
      headers: { authorization: 'Bearer test-admin-token' },
      payload: { email: `${tag}.c@example.com`, first: 'Cli', last: 'User', company: 'Nordic Optics', country: 'Germany' },
    });
    expect(cli.statusCode, cli.body).toBe(201);
    await open(b.jwt);
    const all = await list(`q=${tag.toUpperCase()}`);
    expect(all.items.map((e) => [e.email, e.status, e.invited_by])).toEqual([
      [`${tag}.c@example.com`, 'pending', null],
      [`${tag}.b@example.com`, 'opened', editor.email],
      [`${tag}.a@example.com`, 'pending', editor.email],
    ]);
    expect((await list(`q=${tag}&status=opened`)).items.map((e) => e.id)).toEqual([b.entry.id]);
    expect((await list(`q=${tag}&status=pending`)).total).toBe(2);
    expect((await list(`q=${tag}_`)).total).toBe(0);
    const first = await list(`q=${tag}&limit=2&page=1`);
    const second = await list(`q=${tag}&limit=2&page=2`);
    expect([first.total, first.items.length, second.items.length]).toEqual([3, 2, 1]);
    expect(second.items[0]!.id).toBe(a.entry.id);
    const cliAudit = (await auditLog(t, editor.headers, 'entity_type=invitation&actor=command')).json() as { items: AuditRow[] };
    expect(cliAudit.items.some((row) => row.after?.email === `${tag}.c@example.com`)).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/editor/invitations?status=lost', headers: editor.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('invites one with the CLI rules and messages', async () => {
    const badCountry = await invite({ ...values(), country: 'Atlantis' });
    expect(badCountry.json()).toEqual({ message: 'Unknown country "Atlantis": use its id (e.g. DE) or its English name.' });
    const member = await createMember(t);
    const taken = await invite({ ...values(), mail: member.mail });
    expect([taken.statusCode, taken.json()]).toEqual([
      400,
      { message: 'This Email is already taken. Please try with another email.' },
    ]);
    const badName = await invite({ ...values(), first: 'L4rs' });
    expect(badName.json()).toMatchObject({ message: 'First name cannot contain numeric values', field: 'first' });
  });

  it('imports a CSV file: good rows invited, every bad row with its own message', async () => {
    const member = await createMember(t);
    const waiting = values();
    await invited(waiting);
    const good1 = freshEmail('csv');
    const good2 = freshEmail('csv');
    const csv = [
      'Email;First name;Last name;Company;Country',
      `${good1};Ana;Silva;"Optics Lisbon";DE`,
      'not-an-email;Ana;Silva;Optics;DE',
      `${freshEmail('csv')};;Silva;Optics;DE`,
      `${freshEmail('csv')};Ana;Silva;Optics;Atlantis`,
      `${member.mail};Ana;Silva;Optics;DE`,
      `${good1.toUpperCase()};Ana;Silva;Optics;DE`,
      `${waiting.mail};Ana;Silva;Optics;DE`,
      '',
      `${good2};"Jean";Dupont;Vision SA;France`,
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      invited: 2,
      refused: 6,
      rows: [
        { row: 2, email: good1, ok: true, message: null },
        { row: 3, email: 'not-an-email', ok: false, message: 'Please enter valid email' },
        { row: 4, email: expect.any(String), ok: false, message: 'Missing first name.' },
        {
          row: 5,
          email: expect.any(String),
          ok: false,
          message: 'Unknown country "Atlantis": use its id (e.g. DE) or its English name.',
        },
        { row: 6, email: member.mail, ok: false, message: 'This Email is already taken. Please try with another email.' },
        { row: 7, email: good1.toUpperCase(), ok: false, message: 'This email is already on row 2 of the file.' },
        {
          row: 8,
          email: waiting.mail,
          ok: false,
          message: 'This email already has an invitation waiting (pending or opened): resend it from the ledger instead.',
        },
        { row: 10, email: good2, ok: true, message: null },
      ],
    } satisfies ImportResult);
    const first = await entryOf(good1);
    expect([first.company, first.status, first.invited_by]).toEqual(['Optics Lisbon', 'pending', editor.email]);
    expect((await entryOf(good2)).country).toBe('FR');
    expect(lastMailTo(t, good2).link).toContain('/register/');
    expect((await auditOf(first.id)).map((row) => row.action)).toEqual(['invite']);

    // Without a header row, comma separated.
    const plain = await importCsv(`${freshEmail('csv')},Ana,Silva,Optics,DE\n`);
    expect((plain.json() as ImportResult).rows).toEqual([{ row: 1, email: expect.any(String), ok: true, message: null }]);
  });

  it('refuses an oversized CSV file, one with more than 500 rows, and one that cannot be read', async () => {
    const big = await importCsv(`email\n${'x'.repeat(1_000_001)}`);
    expect([big.statusCode, big.json()]).toEqual([400, { message: 'A CSV file can be at most 1 MB (1,000,000 bytes).' }]);
    const rows = Array.from({ length: 501 }, (_, i) => `many${i}@example.com,Ana,Silva,Optics,DE`).join('\n');
    const many = await importCsv(rows);
    expect([many.statusCode, many.json()]).toEqual([
      400,
      { message: 'A CSV file can have at most 500 invitations: please split it.' },
    ]);
    const broken = await importCsv('email,first\n"open quote,Ana\n');
    expect(broken.statusCode).toBe(400);
    expect((broken.json() as { message: string }).message).toMatch(/^This CSV file cannot be read/);
    expect((await importCsv('')).statusCode).toBe(400);
  });
});

function claimsOf(v: DistributorValues) {
  return { eid: v.mail, firstname: v.first, lastname: v.last, dname: v.company, country: v.country };
}
