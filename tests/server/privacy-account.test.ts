import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markNotificationRead } from '../../server/db/notifications.repository';
import { contactMessages, invitations, resources, subscriptions, users } from '../../server/db/schema';
import { notifyMembers } from '../../server/services/notify-members';
import {
  activateFromMail,
  freshEmail,
  insertAccountsFixtures,
  lastMailTo,
  loginSession,
  professionalBody,
  register,
} from './support/accounts-fixtures';
import { pngFile } from './support/member-files';
import { FIREFOX_WINDOWS, loginFrom } from './support/security-calls';
import { createTestApp, engines, type TestApp } from './support/test-app';

const PASS = 'Lens-Quartz-42';

/** Raw rows of a query (both engines answer `{ rows }`; the shared Db type does not say so). */
async function rowsOf<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
}
let nidCounter = 7000;

describe.each(engines)('download my data and delete my account on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const deleteAccount = (token: string, pass: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/account/delete', headers: bearer(token), payload: { pass } });

  /**
   * A registered, activated, signed-in professional with something in every table that can name
   * them: a picture file, a subscription, a read and an unread notification (one addressed to their
   * email alone), a support message and a help-form message, an invitation, flood rows, consents and
   * sign-in history.
   */
  async function busyMember() {
    const mail = freshEmail('privacy');
    const body = professionalBody({ mail, pass: PASS, field_first_name: 'Ingrid' });
    expect((await register(t, body)).statusCode).toBe(200);
    await activateFromMail(t, mail);
    expect((await loginFrom(t, mail, 'Wrong-Pass-1')).statusCode).toBe(400);
    const token = (await loginSession(t, mail, PASS)).access_token;
    await loginFrom(t, mail, PASS, { userAgent: FIREFOX_WINDOWS });
    const [user] = await t.deps.db.select().from(users).where(eq(users.mail, mail));
    const uid = user!.uid;
    // Through the file storage of the engine: a folder with PGlite, the database with PostgreSQL.
    const picture = await t.deps.files.put('uploads', pngFile(), 'png');
    await t.deps.db
      .update(users)
      .set({ picturePath: `/files/uploads/${picture}`, emailNotification: false })
      .where(eq(users.uid, uid));
    nidCounter += 1;
    const nid = nidCounter;
    await t.deps.db
      .insert(resources)
      .values({ nid, title: `Lens Planner ${nid}`, slugUrl: `lens-planner-${nid}`, userType: ['1'] });
    await t.deps.db.insert(subscriptions).values({ uid, nid, status: 'approved', decidedAt: t.deps.now() });
    await notifyMembers(t.deps, { subject: 'For everyone', messageHtml: '<p>All</p>', audience: 'all' });
    await notifyMembers(t.deps, { subject: 'Just for you', messageHtml: '<p>You</p>', audience: mail });
    const [mine] = await rowsOf<{ nid: number }>(
      t,
      sql`select n.nid from notifications n join notification_recipients r on r.nid = n.nid where r.uid = ${uid} and n.subject = 'Just for you'`,
    );
    const firstNotification = mine!.nid;
    await markNotificationRead(t.deps.db, { uid, nid: Number(firstNotification), now: t.deps.now() });
    await t.deps.db.insert(contactMessages).values([
      { form: 'support', name: 'Ingrid Meyer', mail, subject: 'Planner', message: 'Blank page', uid, resource: 'Lens Planner' },
      {
        form: 'need_help_form',
        name: 'Ingrid M.',
        mail: mail.toUpperCase(),
        country: 'Germany',
        subject: 'Hello',
        message: 'Before I joined',
      },
    ]);
    await t.deps.db.insert(invitations).values({
      jti: `jti-${uid}`,
      email: mail,
      firstName: 'Ingrid',
      lastName: 'Meyer',
      companyName: 'x',
      countryId: 'DE',
      expiresAt: t.deps.now(),
    });
    return { mail, uid, token, picture, nid };
  }

  /** Every row of every table that names the member: by uid, by email (any case) or by uid as a flood identifier. */
  async function rowsNaming(uid: number, mail: string) {
    const tables = await rowsOf<{ table_name: string }>(
      t,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const uidColumns = await rowsOf<{ table_name: string }>(
      t,
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'uid'`,
    );
    const uidTables = new Set(uidColumns.map((row) => row.table_name));
    const found: string[] = [];
    for (const { table_name: table } of tables) {
      const byUid = uidTables.has(table) ? sql` or x.uid = ${uid}` : sql``;
      const rows = await rowsOf<{ row: string }>(
        t,
        sql`select row_to_json(x)::text as row from ${sql.identifier(table)} x
            where lower(row_to_json(x)::text) like ${`%${mail.toLowerCase()}%`}
               or row_to_json(x)::text like ${`%"identifier":"${uid}"%`}${byUid}`,
      );
      for (const row of rows) found.push(`${table}: ${row.row}`);
    }
    return found;
  }

  it('exports everything kept about the member as one JSON attachment', async () => {
    const m = await busyMember();
    const res = await t.app.inject({ method: 'GET', url: '/api/user/data-export', headers: bearer(m.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="the-source-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['content-type']).toContain('application/json');
    const data = res.json();
    expect(data.format).toBe('the-source-data-export/1');
    expect(data.profile).toMatchObject({
      uid: String(m.uid),
      mail: m.mail,
      user_type: '1',
      status: 'active',
      first_name: 'Ingrid',
      institution_name: 'City Eye Clinic',
      profession: 'Ophthalmologist',
      speciality: 'Cataract surgery',
      country: 'Germany',
      picture: expect.stringMatching(/^http:\/\/portal\.test\/files\/uploads\/[0-9a-f]{32}\.png$/),
    });
    expect(data.settings).toEqual({ email_notification: false });
    expect(data.subscriptions).toEqual([
      {
        nid: String(m.nid),
        title: `Lens Planner ${m.nid}`,
        status: 'approved',
        created: expect.any(Number),
        decided: expect.any(Number),
      },
    ]);
    expect(data.notifications.map((n: { subject: string; read: boolean }) => [n.subject, n.read]).sort()).toEqual(
      [
        ['For everyone', false],
        ['Just for you', true],
      ].sort(),
    );
    // Only what the member sent while signed in: the guest help-form message with their email is not theirs (issue 40).
    expect(data.messages.map((x: { form: string; subject: string }) => [x.form, x.subject])).toEqual([['support', 'Planner']]);
    expect(JSON.stringify(data)).not.toContain('Before I joined');
    expect(data.consents.map((c: { page: string }) => c.page).sort()).toEqual([
      'cookie-policy',
      'messages-organization',
      'privacy-statement',
      'terms-service',
    ]);
    expect(data.sign_in_history.map((s: { outcome: string }) => s.outcome)).toEqual(['success', 'success', 'wrong_password']);
    expect(data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/data-export' })).statusCode).toBe(401);
  });

  it('exports a help-form message sent from the member’s session, not one a guest sent with their email', async () => {
    const m = await busyMember();
    const help = (headers: Record<string, string>, subject: string) =>
      t.app.inject({
        method: 'POST',
        url: '/entity/contact_message',
        headers,
        payload: {
          contact_form: [{ target_id: 'need_help_form' }],
          name: [{ value: 'Ingrid Meyer' }],
          mail: [{ value: m.mail }],
          field_country: [{ value: 'Germany' }],
          subject: [{ value: subject }],
          message: [{ value: `${subject} text` }],
        },
      });
    expect((await help(bearer(m.token), 'Signed in')).statusCode).toBe(201);
    expect((await help({}, 'A stranger')).statusCode).toBe(201);
    const data = (await t.app.inject({ method: 'GET', url: '/api/user/data-export', headers: bearer(m.token) })).json();
    expect(data.messages.map((x: { subject: string }) => x.subject)).toEqual(['Planner', 'Signed in']);
    expect(JSON.stringify(data)).not.toContain('A stranger');
  });

  it('refuses a wrong password with a clear message, counts it as a failed login, and deletes nothing', async () => {
    const m = await busyMember();
    const res = await deleteAccount(m.token, 'Wrong-Pass-1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Your password is incorrect. Your account has not been deleted.' });
    // The sign-in cleared the failed-login count: 1 wrong deletion so far; the account limit is 5.
    for (let i = 0; i < 4; i += 1) expect((await deleteAccount(m.token, 'Wrong-Pass-1')).statusCode).toBe(400);
    const limited = await deleteAccount(m.token, PASS);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await t.deps.db.select().from(users).where(eq(users.uid, m.uid))).toHaveLength(1);
    expect(await t.deps.files.get('uploads', m.picture)).not.toBeNull();
  });

  it('deletes or anonymises every row that names the member, ends the sessions, mails, and the email can register again', async () => {
    const m = await busyMember();
    expect((await rowsNaming(m.uid, m.mail)).length).toBeGreaterThan(10);
    const res = await deleteAccount(m.token, PASS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('Your account has been deleted');
    expect(await rowsNaming(m.uid, m.mail)).toEqual([]);
    // The messages are kept for support, without name or email.
    const kept = await t.deps.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Planner'));
    expect(kept.some((row) => row.name === 'Deleted member' && row.mail === 'deleted-member@invalid' && row.uid === null)).toBe(
      true,
    );
    expect(await t.deps.files.get('uploads', m.picture)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/user/consents', headers: bearer(m.token) })).statusCode).toBe(401);
    const mail = lastMailTo(t, m.mail);
    expect(mail.subject).toMatch(/account has been deleted/);
    expect(mail.text).toContain('Dear Ingrid,');
    expect(mail.link).toBe('http://portal.test/register');

    const again = await register(t, professionalBody({ mail: m.mail, pass: PASS }));
    expect(again.statusCode, again.body).toBe(200);
    await activateFromMail(t, m.mail);
    expect((await loginFrom(t, m.mail, PASS)).statusCode).toBe(200);
  });

  it('changes nothing when a step fails inside the transaction', async () => {
    const m = await busyMember();
    const before = await rowsNaming(m.uid, m.mail);
    const mailsBefore = t.mails.length;
    await t.deps.db.execute(sql`
      create function refuse_user_delete() returns trigger language plpgsql as $$
      begin raise exception 'injected failure: user delete'; end $$`);
    await t.deps.db.execute(
      sql`create trigger refuse_user_delete before delete on users for each row execute function refuse_user_delete()`,
    );
    try {
      const res = await deleteAccount(m.token, PASS);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.deps.db.execute(sql`drop trigger refuse_user_delete on users`);
      await t.deps.db.execute(sql`drop function refuse_user_delete()`);
    }
    // The earlier steps (messages anonymised, invitation and flood rows deleted) were rolled back.
    // (Only the bearer call's activity stamp moved.)
    const withoutActivity = (rows: string[]) => rows.map((row) => row.replace(/"last_seen_at":"[^"]*"/, '')).sort();
    expect(withoutActivity(await rowsNaming(m.uid, m.mail))).toEqual(withoutActivity(before));
    expect(await t.deps.files.get('uploads', m.picture)).not.toBeNull();
    expect(t.mails.length).toBe(mailsBefore);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/consents', headers: bearer(m.token) })).statusCode).toBe(200);
    // And the retry works.
    expect((await deleteAccount(m.token, PASS)).statusCode).toBe(200);
    expect(await rowsNaming(m.uid, m.mail)).toEqual([]);
  });
});
