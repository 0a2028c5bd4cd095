import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccountsFixtures } from './support/accounts-fixtures';
import { signedInEditor, type EditorSession } from './support/editors';
import { fileOutboxMailer, readOutbox } from './support/file-outbox';
import { createMember, sendSupportRequest } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

const OUTCOMES_REGISTRY = '1005'; // professionals, approval required
const PASS = 'Lens-Quartz-42';

/**
 * Issue 40: after an account deletion, audit rows (subscription decisions, block and unblock,
 * notification audiences) still held the member's email, and support messages sent while the
 * deletion ran kept their name and email. Every table of every schema (the job queue's too) is
 * searched for the email and the name afterwards, and the file outbox for the email.
 */
describe.each(engines)('nothing names a deleted member on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  let outboxDir: string;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    await insertAccountsFixtures(t);
    editor = await signedInEditor(t);
    // The file outbox of a portal without SMTP_URL, in place of the recording mailer.
    outboxDir = await mkdtemp(path.join(os.tmpdir(), 'source-outbox-'));
    t.deps.mailer = fileOutboxMailer(outboxDir);
  });
  afterAll(async () => {
    await t.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  const editorCall = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: editor.headers, payload });

  /** Rows of every table in every schema whose JSON text holds one of `needles` (any case). */
  async function rowsHolding(needles: string[]): Promise<string[]> {
    const tables = (await t.deps.db.execute(
      sql`select table_schema, table_name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    )) as unknown as { rows: { table_schema: string; table_name: string }[] };
    const found: string[] = [];
    for (const { table_schema: schema, table_name: table } of tables.rows) {
      for (const needle of needles) {
        const rows = (await t.deps.db.execute(
          sql`select row_to_json(x)::text as row from ${sql.identifier(schema)}.${sql.identifier(table)} x
              where strpos(lower(row_to_json(x)::text), ${needle.toLowerCase()}) > 0`,
        )) as unknown as { rows: { row: string }[] };
        for (const row of rows.rows) found.push(`${schema}.${table}: ${row.row}`);
      }
    }
    return found;
  }

  it('leaves no row and no outbox file with their email or name, and keeps the audit facts anonymised', async () => {
    const mail = `leftover.${Date.now().toString(36)}@example.com`;
    const member = await createMember(t, { mail, withPassword: true, firstName: 'Zebulon' });
    const asMember = { ...member.headers };
    // Audit rows that name the member: a subscription approval, block and unblock, a notification to their email.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/myresource',
          headers: asMember,
          payload: { nid: OUTCOMES_REGISTRY, uid: String(member.uid) },
        })
      ).statusCode,
    ).toBeLessThan(300);
    expect(
      (
        await editorCall('POST', '/api/editor/approvals/decisions', {
          decision: 'approve',
          items: [{ nid: OUTCOMES_REGISTRY, uid: String(member.uid) }],
        })
      ).statusCode,
    ).toBe(200);
    const relog = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/user/login?_format=json', payload: { name: mail, pass: PASS } });
      expect(res.statusCode, res.body).toBe(200);
      return { authorization: `Bearer ${res.json().access_token as string}` };
    };
    expect((await editorCall('PUT', `/api/editor/members/${member.uid}/blocked`, { blocked: true })).statusCode).toBe(200);
    expect((await editorCall('PUT', `/api/editor/members/${member.uid}/blocked`, { blocked: false })).statusCode).toBe(200);
    const compose = await editorCall('POST', '/api/editor/notifications', {
      subject: 'Just for you',
      message: '<p>Hello</p>',
      audience: { kind: 'emails', emails: [mail] },
    });
    expect(compose.statusCode, compose.body).toBeLessThan(300);
    await t.settleJobs();
    const headers = await relog();
    expect((await rowsHolding([mail])).length).toBeGreaterThan(3);

    // The race's forwards wait until the deletion has answered: a forward that read its message
    // before the deletion and is written after the deletion's outbox clean-up is the window closed.
    let deletionAnswered = () => {};
    const answered = new Promise<void>((resolve) => (deletionAnswered = resolve));
    const outbox = t.deps.mailer;
    t.deps.mailer = {
      mode: outbox.mode,
      send: async (message) => {
        if (message.subject.startsWith('[Support request] Race ')) await answered;
        await outbox.send(message);
      },
      forget: (address) => outbox.forget!(address),
    };
    const stored = async () =>
      (
        (await t.deps.db.execute(
          sql`select count(*)::int as n from contact_messages where subject like 'Race %'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;

    // Support messages sent while the deletion runs.
    const support = (i: number) =>
      sendSupportRequest(t, headers, {
        subject: `Race ${i}`,
        message: 'Sent while deleting',
        resource: 'Lens Planner - Cannot open',
        sender: { name: 'Someone', mail: 'someone@example.com', uid: String(member.uid) },
      });
    const sends = Array.from({ length: 6 }, (_, i) => support(i));
    // At least one message is stored (and its forward due) before the deletion starts.
    for (let waited = 0; (await stored()) === 0 && waited < 10_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const deletion = t.app.inject({ method: 'POST', url: '/api/user/account/delete', headers, payload: { pass: PASS } });
    const more = Array.from({ length: 6 }, (_, i) => support(i + 6));
    expect((await deletion).statusCode).toBe(200);
    deletionAnswered();
    const answers = await Promise.all([...sends, ...more]);
    for (const res of answers) expect([201, 401], res.body).toContain(res.statusCode);
    await t.settleJobs();

    expect(await rowsHolding([mail, 'Zebulon'])).toEqual([]);
    const audit = (await t.deps.db.execute(
      sql`select action, after::text as after from audit_log where after::text like ${`%deleted-member-${member.uid}%`} order by id`,
    )) as unknown as { rows: { action: string; after: string }[] };
    expect(audit.rows.map((row) => row.action)).toEqual(expect.arrayContaining(['approve', 'block', 'unblock', 'create']));

    // The outbox: only the deletion's own confirmation, to the member, is left. A racing support
    // request's forward to SUPPORT_EMAIL is a job that skips an anonymised message, and undoes its
    // own copy when the deletion committed while it was written (issue 40).
    const naming = (await readOutbox(outboxDir)).filter(({ text }) => text.toLowerCase().includes(mail));
    expect(naming.map(({ subject }) => subject)).toEqual([expect.stringMatching(/account has been deleted/)]);
  }, 60_000);
});
