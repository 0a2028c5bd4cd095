import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertContactMessage } from '../../server/db/contact-messages.repository';
import { DELETED_MEMBER_MAIL, DELETED_MEMBER_NAME } from '../../server/db/member-data.repository';
import { contactMessages } from '../../server/db/schema';
import type { Mailer, OutgoingMail } from '../../server/mail/mailer';
import { forwardContactMessage } from '../../server/services/receive-contact-message';
import { fileOutboxMailer, readOutbox } from './support/file-outbox';
import { dataUrl, pdfFile } from './support/member-files';
import { createMember, sendSupportRequest } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

/**
 * Issue 40: a help-form or support message is forwarded to SUPPORT_EMAIL by a durable job
 * (`contact-message-forward`, its payload the message id alone), which sends nothing for a
 * message an account deletion anonymised, and removes its own outbox copy when the deletion
 * committed while the mail was being written. The attachment is read back from the storage and
 * named as the member named the file.
 */
const INBOX = 'inbox@support.test';
const PASS = 'Lens-Quartz-42';

describe.each(engines)('the contact-message-forward job on %s', (engine) => {
  let t: TestApp;
  let recording: Mailer;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false, env: { SUPPORT_EMAIL: INBOX } });
    recording = t.deps.mailer;
  });
  afterEach(() => {
    t.deps.mailer = recording;
  });
  afterAll(() => t.close());

  const support = (headers: Record<string, string>, subject: string, attachment?: string) =>
    sendSupportRequest(t, headers, {
      subject,
      message: 'It shows a blank page.',
      resource: 'Lens Planner - Technical issue',
      attachment,
    });
  const forwardsOf = (subject: string) => t.mails.filter((mail) => mail.subject === `[Support request] ${subject}`);
  const forward = (id: number) => forwardContactMessage(t.deps, { data: { id }, isLastAttempt: false });

  it('queues the forward with the message (payload: the id alone) and mails the attachment under its name', async () => {
    const member = await createMember(t, { firstName: 'Ada' });
    const pdf = pdfFile();
    const named = dataUrl('application/pdf', pdf).replace(';base64,', ';name=Case%20notes%20%28v2%29.pdf;base64,');
    const res = await support(member.headers, 'Named file', named);
    expect(res.statusCode, res.body).toBe(201);
    const id = Number((res.json() as { id: string }).id);
    const [row] = await t.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.attachmentName).toBe('Case notes (v2).pdf');
    const jobs = (await t.deps.db.execute(
      sql`select data::text as data from pgboss.job where name = 'contact-message-forward' and (data->>'id')::int = ${id}`,
    )) as unknown as { rows: { data: string }[] };
    expect(jobs.rows.map((job) => JSON.parse(job.data) as unknown)).toEqual([{ id }]);

    await t.settleJobs();
    const [mail] = forwardsOf('Named file');
    expect(mail).toMatchObject({ to: INBOX, replyTo: member.mail });
    expect(mail!.messageId).toMatch(new RegExp(`^<contact-message-${id}\\.[0-9a-z]+@portal\\.test>$`));
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments![0]).toMatchObject({ filename: 'Case notes (v2).pdf', contentType: 'application/pdf' });
    expect(mail!.attachments![0]!.content.equals(pdf)).toBe(true);
    expect(mail!.text).toContain('Attachment: Case notes (v2).pdf (application/pdf)');
  });

  it('sends nothing for a message the deletion anonymised, nor for one that is gone', async () => {
    const anonymised = await insertContactMessage(t.deps.db, {
      form: 'support',
      name: DELETED_MEMBER_NAME,
      mail: DELETED_MEMBER_MAIL,
      uid: null,
      subject: 'Anonymised before its forward',
      message: 'Sent just before the deletion',
      resource: 'Lens Planner - Technical issue',
    });
    const sent = t.mails.length;
    await forward(anonymised.id);
    await forward(anonymised.id + 10_000);
    expect(t.mails.length).toBe(sent);
  });

  it('keeps the message when the mail fails, and the queue sends it on a retry', async () => {
    const member = await createMember(t);
    let failures = 0;
    t.deps.mailer = {
      mode: 'outbox',
      send: async (mail: OutgoingMail) => {
        if (mail.subject === '[Support request] Mail server away' && failures++ === 0) throw new Error('connection refused');
        await recording.send(mail);
      },
    };
    const res = await support(member.headers, 'Mail server away');
    expect(res.statusCode, res.body).toBe(201);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/admin/api/messages',
      headers: { authorization: `Bearer ${t.deps.secrets.adminToken}` },
    });
    expect((listed.json() as { subject: string }[]).map((message) => message.subject)).toContain('Mail server away');
    await t.settleJobs();
    expect(failures).toBe(2);
    expect(forwardsOf('Mail server away')).toHaveLength(1);
  });

  describe('racing an account deletion, with the file outbox', () => {
    let outboxDir: string;
    beforeAll(async () => {
      outboxDir = await mkdtemp(path.join(os.tmpdir(), 'source-forward-outbox-'));
    });
    afterAll(() => rm(outboxDir, { recursive: true, force: true }));

    /** The outbox's mails: subject, and whether the text names `needle`. */
    const outbox = async (needle: string): Promise<{ subject: string; naming: boolean }[]> =>
      (await readOutbox(outboxDir)).map(({ subject, text }) => ({ subject, naming: text.toLowerCase().includes(needle) }));

    it('removes its own copy when the deletion committed while the mail was written, and keeps the confirmation', async () => {
      const mail = `racing.${Date.now().toString(36)}@example.com`;
      const member = await createMember(t, { mail, withPassword: true, firstName: 'Quentin' });
      const files = fileOutboxMailer(outboxDir);
      // The forward has read its message (not yet anonymised) and is writing its mail when the
      // deletion runs: it is held inside send until the deletion has answered.
      let entered = () => {};
      const inSend = new Promise<void>((resolve) => (entered = resolve));
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      t.deps.mailer = {
        mode: 'outbox',
        send: async (outgoing) => {
          if (outgoing.subject.startsWith('[Support request] ')) {
            entered();
            await held;
          }
          await files.send(outgoing);
        },
        forget: (address) => files.forget!(address),
      };
      const row = await insertContactMessage(t.deps.db, {
        form: 'support',
        name: 'Quentin Tester',
        mail,
        uid: member.uid,
        subject: 'Written during the deletion',
        message: 'Sent just before the deletion',
        resource: 'Lens Planner - Technical issue',
      });
      const forwarding = forward(row.id);
      await inSend;
      const deleted = await t.app.inject({
        method: 'POST',
        url: '/api/user/account/delete',
        headers: member.headers,
        payload: { pass: PASS },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      release();
      await forwarding;
      expect(await outbox(mail)).toEqual([{ subject: expect.stringMatching(/account has been deleted/), naming: true }]);

      // Without a deletion, the forward stays, beside the confirmation.
      const other = await createMember(t, { firstName: 'Rosalind' });
      t.deps.mailer = files;
      const kept = await insertContactMessage(t.deps.db, {
        form: 'support',
        name: 'Rosalind Tester',
        mail: other.mail,
        uid: other.uid,
        subject: 'No deletion',
        message: 'Just a question',
        resource: 'Lens Planner - Technical issue',
      });
      await forward(kept.id);
      expect((await outbox(other.mail)).filter((file) => file.naming).map((file) => file.subject)).toEqual([
        '[Support request] No deletion',
      ]);
      expect((await outbox(mail)).filter((file) => file.naming)).toHaveLength(1);
    });
  });
});
