import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mail/mailer';
import { deliverNotificationMail } from '../../server/services/deliver-notification-mail';
import { signedInEditor, type EditorSession } from './support/editors';
import { createMember } from './support/members';
import { onPostgres } from './support/engines';
import { createAppOnSameDatabase, createTestApp, engines, type TestApp } from './support/test-app';

/** A real SMTP receiver that takes `delayMs` to accept each message, and records what it accepted. */
async function slowReceiver(delayMs: number) {
  const accepted: { to: string; messageId: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const messageId = /^Message-ID: (.*)$/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.trim() ?? '';
        setTimeout(() => {
          for (const rcpt of session.envelope.rcptTo) accepted.push({ to: rcpt.address, messageId });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const port = (smtp.server.address() as { port: number }).port;
  return {
    accepted,
    mailer: () => createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'portal@test', outboxDir: '', log: () => {} }),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

const countBy = (values: string[]) => values.reduce((map, v) => map.set(v, (map.get(v) ?? 0) + 1), new Map<string, number>());

/**
 * Issue 40: with an SMTP server taking 400 ms per message and a 5 s job expiry, 13 of 60 mails
 * went twice: a job that expired while its mail was in flight was run again by another worker,
 * which found the delivery still `queued`. Now the first attempt holds a lease (`sending`).
 */
describe.each(engines)('a notification email in flight is not sent again on %s', (engine) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof slowReceiver>>;
  beforeAll(async () => {
    receiver = await slowReceiver(400);
    t = await createTestApp({ engine });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('a second attempt while the first is sending sends nothing, and is told to try again later', async () => {
    const member = await createMember(t, { emailNotification: true });
    const editor = await signedInEditor(t);
    // Queued, not yet sent: the queue's own worker is kept out of it by a far send time.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/editor/notifications',
      headers: editor.headers,
      payload: {
        subject: 'Once only',
        message: '<p>x</p>',
        audience: { kind: 'emails', emails: [member.mail] },
        send_at: Math.floor(Date.now() / 1000) + 3600,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const nid = Number(res.json().nid);
    const deps = { ...t.deps, mailer: receiver.mailer() };
    const job = { data: { nid, uid: member.uid }, isLastAttempt: false };
    const first = deliverNotificationMail(deps, job);
    // The retry of an expired job, in another worker, while the first mail waits for its 250.
    await new Promise((resolve) => setTimeout(resolve, 150));
    // In flight: the lease says when the attempt began; nothing says "sent" yet.
    expect(await delivery(nid, member.uid)).toEqual({ status: 'sending', attempts: 1, sent: false, leased: true });
    const second = await deliverNotificationMail(deps, job).then(
      () => 'sent or skipped',
      (error: Error) => error.name,
    );
    await first;
    expect(second).toBe('DeliveryInFlightError');
    // Once the first has recorded its outcome, a later attempt skips it.
    await deliverNotificationMail(deps, job);
    expect(receiver.accepted.filter((mail) => mail.to === member.mail)).toHaveLength(1);
    expect(await delivery(nid, member.uid)).toEqual({ status: 'sent', attempts: 1, sent: true, leased: false });
  });

  /** One delivery row: its status, attempts, and whether it has a sent time and a lease start. */
  async function delivery(nid: number, uid: number) {
    const rows = (await t.deps.db.execute(
      sql`select status, attempts, sent_at is not null as sent, lease_started_at is not null as leased
          from notification_deliveries where nid = ${nid} and uid = ${uid}`,
    )) as unknown as { rows: { status: string; attempts: number; sent: boolean; leased: boolean }[] };
    return rows.rows[0];
  }
});

describe.runIf(onPostgres)('two portals on one database, a slow SMTP server and a 2 s job expiry', () => {
  let a: TestApp;
  let b: TestApp;
  let receiver: Awaited<ReturnType<typeof slowReceiver>>;
  let editor: EditorSession;
  const env = {
    JOBS_EXPIRE_SECONDS: '2',
    JOBS_MAINTENANCE_SECONDS: '1',
    JOBS_POLL_SECONDS: '0.5',
    JOBS_RETRY_DELAY_SECONDS: '1',
    JOBS_RETRY_LIMIT: '5',
  };
  beforeAll(async () => {
    receiver = await slowReceiver(400);
    a = await createTestApp({ engine: 'postgres', env });
    b = await createAppOnSameDatabase(a, env);
    editor = await signedInEditor(a);
    a.deps.mailer = receiver.mailer();
    b.deps.mailer = receiver.mailer();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await receiver.close();
  });

  it('sends every member exactly one email, with one Message-ID', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => createMember(a, { emailNotification: true })));
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/editor/notifications',
      headers: editor.headers,
      payload: { subject: 'Exactly once', message: '<p>x</p>', audience: { kind: 'emails', emails: members.map((m) => m.mail) } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const nid = Number(res.json().nid);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const rows = (await a.deps.db.execute(
        sql`select count(*)::int as open from notification_deliveries where nid = ${nid} and status in ('queued', 'sending')`,
      )) as unknown as { rows: { open: number }[] };
      if (rows.rows[0]!.open === 0) break;
      if (Date.now() > deadline) throw new Error('deliveries still open after 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const mine = receiver.accepted.filter((mail) => members.some((m) => m.mail === mail.to));
    expect([...countBy(mine.map((mail) => mail.to)).values()].filter((n) => n > 1)).toEqual([]);
    expect(mine).toHaveLength(members.length);
    expect(new Set(mine.map((mail) => mail.messageId)).size).toBe(members.length);
  }, 90_000);
});
