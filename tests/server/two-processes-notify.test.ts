import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from './support/engines';
import {
  freshPostgresDatabase,
  startServerProcess,
  stopServerProcesses,
  waitUntilReady,
  type ServerProcess,
} from './support/server-processes';

const MEMBERS = 200;
/** Process A is killed while it hands over its email after this many of its own were accepted. */
const KILL_AFTER = 5;

/**
 * Issue 15: a notification to 200 members, sent through process A, while A is killed (kill -9)
 * in the middle of its deliveries. Process B takes over A's unfinished jobs once they expire, and
 * every member gets exactly one email. A real SMTP receiver counts what it accepts; it tells the two
 * processes apart by their EHLO name, and kills A while A's message is still unanswered (so that
 * message was never accepted: what an SMTP server does not acknowledge was not delivered).
 */
describe.runIf(onPostgres)('a notification delivered exactly once across two processes, one killed', () => {
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let smtp: SMTPServer;
  const accepted: { to: string; by: string }[] = [];
  let killedA = false;
  const adminToken = randomBytes(32).toString('base64url');
  const secrets = { invitationKey: randomBytes(32).toString('base64url'), adminToken };

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          const by = session.hostNameAppearsAs;
          const fromA = accepted.filter((mail) => mail.by === 'portal-a').length;
          if (by === 'portal-a' && !killedA && fromA >= KILL_AFTER) {
            killedA = true;
            // Unanswered: A dies while this message waits for its 250.
            void a!.kill().then(() => callback(new Error('the sender is gone')));
            return;
          }
          for (const rcpt of session.envelope.rcptTo) accepted.push({ to: rcpt.address, by });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const smtpPort = (smtp.server.address() as { port: number }).port;
    database = await freshPostgresDatabase();
    const start = (name: string) =>
      startServerProcess({
        name,
        env: {
          DATABASE_URL: database!.url,
          // nodemailer takes `name` from the URL: the EHLO name the receiver reads.
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?name=${name}`,
          JOBS_POLL_SECONDS: '0.5',
          JOBS_EXPIRE_SECONDS: '3',
          JOBS_MAINTENANCE_SECONDS: '1',
          JOBS_RETRY_DELAY_SECONDS: '1',
        },
        dataFiles: { 'secrets.json': JSON.stringify(secrets) },
      });
    a = await start('portal-a');
    b = await start('portal-b');
    await Promise.all([waitUntilReady(a), waitUntilReady(b)]);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(
        `insert into users (mail, pass_hash, status, user_type, first_name, last_name, company_name, email_notification, activated_at)
         select 'bulk.' || n || '@example.com', 'not-a-real-hash', 'active', '2', 'Dana', 'Bulk', 'Optics Ltd', true, now()
         from generate_series(1, $1::int) as n`,
        [MEMBERS],
      );
    } finally {
      await client.end();
    }
  }, 150_000);

  afterAll(async () => {
    await stopServerProcesses([a, b]);
    await database?.drop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }, 60_000);

  it('sends each of 200 members one email although A is killed half-way', async () => {
    const res = await fetch(`${a!.base}/admin/api/notifications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'Stock update', message: '<p>New lenses in stock.</p>', to: 'distributors' }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toEqual({ recipients: MEMBERS, emailed: MEMBERS });

    const deadline = Date.now() + 90_000;
    while (new Set(accepted.map((mail) => mail.to)).size < MEMBERS && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    // A little longer: a duplicate would come after the last first copy.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    expect(killedA).toBe(true);
    expect(a!.exited()).toBe(true);
    const perMember = new Map<string, number>();
    for (const { to } of accepted) perMember.set(to, (perMember.get(to) ?? 0) + 1);
    expect(perMember.size).toBe(MEMBERS);
    expect([...perMember.values()].every((count) => count === 1)).toBe(true);
    expect(accepted.filter((mail) => mail.by === 'portal-a').length).toBe(KILL_AFTER);
    expect(accepted.filter((mail) => mail.by === 'portal-b').length).toBe(MEMBERS - KILL_AFTER);

    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select status, count(*)::int as n from notification_deliveries group by status order by status`,
      );
      expect(rows).toEqual([{ status: 'sent', n: MEMBERS }]);
    } finally {
      await client.end();
    }
  }, 120_000);
});
