import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialities, users } from '../../server/db/schema';
import { createMailer } from '../../server/mail/mailer';
import { operations } from './support/contract-operations';
import { auditLog, expectEditorsOnly, signedInEditor, type EditorSession } from './support/editors';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

interface EditorNotification {
  nid: string;
  subject: string;
  message: string;
  audience: string;
  created_by: string | null;
  send_at: number;
  status: 'scheduled' | 'sending' | 'sent';
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
}

describe.each(engines)('Notifications in the editor console on %s', (engine) => {
  let t: TestApp;
  let editor: EditorSession;
  let pro: TestMember;
  let quietDistributor: TestMember;
  let distributor: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    editor = await signedInEditor(t);
    pro = await createMember(t, { userType: '1' });
    distributor = await createMember(t, { userType: '2', emailNotification: true });
    quietDistributor = await createMember(t, { userType: '2', emailNotification: false });
  });
  afterAll(() => t.close());

  const compose = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/editor/notifications', headers: editor.headers, payload: body });
  const countAudience = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/editor/notifications/audience', headers: editor.headers, payload: body });
  const listed = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/editor/notifications', headers: editor.headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: EditorNotification[] }).items;
  };
  const memberSubjects = async (member: TestMember) => {
    const res = await t.app.inject({ method: 'GET', url: '/jsonapi/message/notification', headers: member.headers });
    return (res.json() as { subject: string }[]).map((n) => n.subject);
  };
  const mailsTo = (member: TestMember, subject: string) =>
    t.mails.filter((mail) => mail.to === member.mail && mail.subject.includes(subject));

  it('is for editors only', async () => {
    const calls = operations.filter((operation) => operation.path.startsWith('/api/editor/notifications'));
    expect(calls).toHaveLength(3);
    await expectEditorsOnly(t, calls, pro.headers);
  });

  it('sends to distributors: every distributor sees it, only those with the setting on are emailed, progress reaches sent', async () => {
    const res = await compose({
      subject: '  Price list 2027 ',
      message: '<p>The new <strong>price list</strong> is online.</p><script>alert(1)</script>',
      audience: { kind: 'distributors' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as EditorNotification;
    expect(created).toMatchObject({
      subject: 'Price list 2027',
      message: '<p>The new <strong>price list</strong> is online.</p>',
      audience: 'distributors',
      created_by: editor.email,
      status: 'sending',
    });
    expect(created.recipients).toBeGreaterThanOrEqual(2);
    expect(created.queued).toBeGreaterThanOrEqual(1);

    await t.settleJobs();
    const [row] = (await listed()).filter((n) => n.nid === created.nid);
    expect(row).toMatchObject({ status: 'sent', queued: 0, failed: 0, sent: created.queued });
    expect(mailsTo(distributor, 'Price list 2027')).toHaveLength(1);
    expect(mailsTo(distributor, 'Price list 2027')[0]!.messageId).toBe(
      `<notification-${created.nid}-${distributor.uid}@portal.test>`,
    );
    expect(mailsTo(quietDistributor, 'Price list 2027')).toHaveLength(0);
    expect(mailsTo(pro, 'Price list 2027')).toHaveLength(0);
    expect(await memberSubjects(quietDistributor)).toContain('Price list 2027');
    expect(await memberSubjects(pro)).not.toContain('Price list 2027');

    const audit = (await auditLog(t, editor.headers, 'entity_type=notification')).json() as { items: unknown[] };
    expect(audit.items[0]).toMatchObject({ action: 'create', entity_id: created.nid, actor: { label: editor.email } });
  });

  it('reaches the professionals of one speciality, and listed members by email', async () => {
    const [speciality] = await t.deps.db.select({ tid: specialities.tid }).from(specialities).limit(1);
    await t.deps.db.update(users).set({ specialtyTid: speciality!.tid }).where(eq(users.uid, pro.uid));
    expect((await countAudience({ kind: 'speciality', speciality: String(speciality!.tid) })).json()).toMatchObject({
      recipients: expect.any(Number),
    });
    const bySpeciality = await compose({
      subject: 'Speciality update',
      message: '<p>For you.</p>',
      audience: { kind: 'speciality', speciality: String(speciality!.tid) },
    });
    expect(bySpeciality.statusCode, bySpeciality.body).toBe(201);
    expect(bySpeciality.json()).toMatchObject({ audience: `speciality:${speciality!.tid}` });

    const byEmail = await compose({
      subject: 'Just you two',
      message: '<p>Hello.</p>',
      audience: { kind: 'emails', emails: [distributor.mail.toUpperCase(), quietDistributor.mail] },
    });
    expect(byEmail.json()).toMatchObject({ recipients: 2, queued: 1 });
    await t.settleJobs();
    expect(mailsTo(pro, 'Speciality update')).toHaveLength(1);
    expect(await memberSubjects(distributor)).toContain('Just you two');
    expect(await memberSubjects(pro)).not.toContain('Just you two');
  });

  it('previews the audience size and names listed emails nobody has', async () => {
    const size = await countAudience({ kind: 'emails', emails: [distributor.mail, 'nobody@example.com'] });
    expect(size.json()).toEqual({ recipients: 1, emailed: 1, unknown: ['nobody@example.com'] });
    const refused = await compose({
      subject: 'x',
      message: '<p>x</p>',
      audience: { kind: 'emails', emails: ['nobody@example.com'] },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'No active member has the email nobody@example.com.' });
  });

  it('refuses what it cannot send, with a clear message', async () => {
    const message = async (body: Record<string, unknown>) => {
      const res = await compose(body);
      expect(res.statusCode, res.body).toBe(400);
      return (res.json() as { message: string }).message;
    };
    const ok = { subject: 'Hello', message: '<p>Hi</p>', audience: { kind: 'everyone' } };
    expect(await message({ ...ok, subject: '   ' })).toBe('Please enter subject');
    expect(await message({ ...ok, message: '<p> </p><script>x</script>' })).toBe('Please enter message');
    expect(await message({ ...ok, audience: { kind: 'speciality' } })).toBe('Please choose a speciality');
    expect(await message({ ...ok, audience: { kind: 'speciality', speciality: '999999' } })).toBe('Please choose a speciality');
    expect(await message({ ...ok, audience: { kind: 'emails', emails: [] } })).toBe('Please list at least one email');
    expect(await message({ ...ok, audience: { kind: 'emails', emails: ['not-an-email'] } })).toBe('Please enter valid email');
    expect(await message({ ...ok, audience: { kind: 'guests' } })).toBe('Please choose who receives it');
    const past = Math.floor(Date.now() / 1000) - 3600;
    expect(await message({ ...ok, send_at: past })).toBe('This time has passed. Choose a later time, or send now.');
    const tooFar = Math.floor(Date.now() / 1000) + 400 * 24 * 3600;
    expect(await message({ ...ok, send_at: tooFar })).toBe('Schedule it at most a year ahead.');
  });

  it('keeps a scheduled notification from members and their inboxes until its time', async () => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const res = await compose({
      subject: 'Scheduled webinar',
      message: '<p>Tomorrow.</p>',
      audience: { kind: 'distributors' },
      send_at: inAnHour,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as EditorNotification;
    expect(created).toMatchObject({ status: 'scheduled', send_at: inAnHour });
    await t.settleJobs();
    expect(mailsTo(distributor, 'Scheduled webinar')).toHaveLength(0);
    expect(await memberSubjects(distributor)).not.toContain('Scheduled webinar');
    expect((await listed()).find((n) => n.nid === created.nid)).toMatchObject({ status: 'scheduled', queued: created.queued });
    // The app's clock an hour on: members see it (the queue's own clock keeps its emails for later).
    t.advanceClock(3600_000 + 1000);
    expect(await memberSubjects(distributor)).toContain('Scheduled webinar');
  });
});

describe.each(engines)('notification emails through a failing SMTP server on %s', (engine) => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: string[] = [];
  let refusals = 0;
  /** greylist: each address refused twice, then accepted; reject: refused for good. */
  let mode: 'greylist' | 'reject' = 'greylist';
  let editor: EditorSession;
  let greylisted: TestMember;
  let bounced: TestMember;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (mode === 'reject')
          return callback(Object.assign(new Error(`No such mailbox ${address.address}`), { responseCode: 550 }));
        // The first two attempts at each address are refused (a greylisting or busy server).
        const before = received.filter((to) => to === `refused:${address.address}`).length;
        if (before < 2) {
          received.push(`refused:${address.address}`);
          refusals += 1;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const port = (smtp.server.address() as { port: number }).port;
    t = await createTestApp({ engine, env: { JOBS_RETRY_LIMIT: '3', JOBS_RETRY_DELAY_SECONDS: '1' } });
    // Accounts first (their own mails go to the recording mailer), then notification mail goes over SMTP.
    editor = await signedInEditor(t);
    greylisted = await createMember(t, { userType: '1', emailNotification: true });
    bounced = await createMember(t, { userType: '1', emailNotification: true });
    t.deps.mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'portal@test', outboxDir: '', log: () => {} });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('retries with backoff until the server accepts, then counts it sent once', async () => {
    const member = greylisted;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/editor/notifications',
      headers: editor.headers,
      payload: { subject: 'Retry me', message: '<p>x</p>', audience: { kind: 'emails', emails: [member.mail] } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { nid } = res.json() as EditorNotification;
    await t.settleJobs();
    expect(refusals).toBe(2);
    expect(received.filter((to) => to === member.mail)).toEqual([member.mail]);
    const list = await t.app.inject({ method: 'GET', url: '/api/editor/notifications', headers: editor.headers });
    const row = (list.json() as { items: EditorNotification[] }).items.find((n) => n.nid === nid);
    expect(row).toMatchObject({ status: 'sent', sent: 1, failed: 0, queued: 0 });
    const [delivery] = await t.deps.db
      .execute(sql`select attempts, last_error from notification_deliveries where nid = ${Number(nid)}`)
      .then((result) => (result as unknown as { rows: { attempts: number; last_error: string | null }[] }).rows);
    expect(delivery).toMatchObject({ attempts: 3, last_error: null });
  }, 40_000);

  it('counts an email failed once every attempt is refused, and the member still has the notification', async () => {
    const member = bounced;
    mode = 'reject';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/editor/notifications',
      headers: editor.headers,
      payload: { subject: 'Bounce', message: '<p>x</p>', audience: { kind: 'emails', emails: [member.mail] } },
    });
    const { nid } = res.json() as EditorNotification;
    await t.settleJobs();
    const list = await t.app.inject({ method: 'GET', url: '/api/editor/notifications', headers: editor.headers });
    expect((list.json() as { items: EditorNotification[] }).items.find((n) => n.nid === nid)).toMatchObject({
      status: 'sent',
      sent: 0,
      failed: 1,
      queued: 0,
    });
    const subjects = await t.app.inject({ method: 'GET', url: '/jsonapi/message/notification', headers: member.headers });
    expect((subjects.json() as { subject: string }[]).map((n) => n.subject)).toContain('Bounce');
  }, 40_000);
});
