import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingJob } from '../../server/backup/pending-jobs';
import { unpackArchive } from '../../server/backup/tar-archive';
import { readConfig } from '../../server/config';
import { notificationDeliveries } from '../../server/db/schema';
import type { OutgoingMail } from '../../server/mail/mailer';
import { openRuntime } from '../../server/runtime';
import { durableJobHandlers } from '../../server/services/job-runners';
import { notifyMembers } from '../../server/services/notify-members';
import {
  makeCliDataDir,
  makeRestoreTarget,
  restoreCliEnvAfterEach,
  runCli,
  useRestoreTarget,
  useRunningServer,
  type RestoreTarget,
} from './support/cli';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

/**
 * Issue 41, "Backups" and the job queue: pg-boss keeps its jobs in its own schema, outside the
 * portal's tables, so the backup keeps the jobs not done yet (jobs.json) and the restore queues them
 * again. A notification whose mail had not gone out when the backup was made (due now, its worker
 * stopped; one being sent at that moment; one scheduled for later) is sent by the restored portal,
 * each once, and the scheduled one stays scheduled. On both engines.
 */
describe.each(engines)('backup and restore keep the mails not sent yet, on %s', (engine) => {
  restoreCliEnvAfterEach();
  let t: TestApp;
  let cliDataDir: string;
  let scratch: string;
  let archivePath: string;
  let members: TestMember[];
  let target: RestoreTarget;
  const nids: { due: number; sending: number; later: number; sent: number } = { due: 0, sending: 0, later: 0, sent: 0 };
  const later = new Date(Date.now() + 2 * 3_600_000);

  beforeAll(async () => {
    t = await createTestApp({ engine });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    cliDataDir = await makeCliDataDir('source-backup-jobs-cli-');
    scratch = await mkdtemp(path.join(os.tmpdir(), 'source-backup-jobs-'));
    archivePath = path.join(scratch, 'portal.tar.gz');
    members = [];
    for (let i = 0; i < 4; i += 1) members.push(await createMember(t, { emailNotification: true }));
    const notify = async (subject: string, member: TestMember, sendAt?: Date) =>
      (await notifyMembers(t.deps, { subject, messageHtml: `<p>${subject}</p>`, audience: member.mail, sendAt })).nid;
    // One mail sent before the backup: done, not sent again.
    nids.sent = await notify('Sent before the backup', members[0]!);
    await t.settleJobs();
    // Then the worker stops (the mail server away, the process busy): these wait in the queue.
    await t.deps.durableJobs.stop();
    nids.due = await notify('Due at backup time', members[1]!);
    nids.sending = await notify('Being sent at backup time', members[2]!);
    nids.later = await notify('Scheduled after the backup', members[3]!, later);
    // An attempt holds the second one's lease, as a worker does while the mail server answers.
    await t.deps.db
      .update(notificationDeliveries)
      .set({ status: 'sending', leaseStartedAt: new Date(), attempts: 1 })
      .where(eq(notificationDeliveries.nid, nids.sending));
    target = await makeRestoreTarget(engine, 'source-restored-jobs-');
  });
  afterAll(async () => {
    await t?.close();
    await target?.remove();
    for (const dir of [cliDataDir, scratch]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('backs up the jobs not done yet beside the rows they send', async () => {
    useRunningServer(t, cliDataDir);
    const run = await runCli(['backup', '--to', archivePath]);
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    const entries = new Map(unpackArchive(await readFile(archivePath)).map((entry) => [entry.name, entry.bytes]));
    const jobs = JSON.parse(entries.get('jobs.json')!.toString()) as PendingJob[];
    expect(jobs.map((job) => [job.name, (job.data as { nid: number }).nid]).sort()).toEqual(
      [nids.due, nids.sending, nids.later].map((nid) => ['notification-mail', nid]).sort(),
    );
    const scheduled = jobs.find((job) => (job.data as { nid: number }).nid === nids.later)!;
    expect(Math.abs(Date.parse(scheduled.startAfter) - later.getTime())).toBeLessThan(60_000);
    expect((JSON.parse(entries.get('manifest.json')!.toString()) as { jobs: number }).jobs).toBe(3);
  });

  it(
    'restores them into the queue: the restored portal sends each due mail once and keeps the scheduled one',
    { timeout: 120_000 },
    async () => {
      useRestoreTarget(target);
      const run = await runCli(['restore', '--from', archivePath]);
      expect(run.err).toEqual([]);
      expect(run.code).toBe(0);
      expect(run.out.join('\n')).toContain('Queued again 3 jobs not done at backup time');

      const runtime = await openRuntime(readConfig({ ...process.env }), () => {}, { startJobs: false });
      try {
        const { deps } = runtime;
        const statusOf = async (nid: number) =>
          (
            await deps.db
              .select({ status: notificationDeliveries.status })
              .from(notificationDeliveries)
              .where(eq(notificationDeliveries.nid, nid))
          ).map((row) => row.status);
        // The lease of the old portal's attempt is not in the restored world: queued again.
        expect(await statusOf(nids.sending)).toEqual(['queued']);
        const queued = (await deps.db.execute(
          sql`select data, start_after as "startAfter" from pgboss.job where state = 'created' order by start_after`,
        )) as unknown as { rows: { data: { nid: number }; startAfter: Date | string }[] };
        // The two due now (in any order: one insert, one time), the scheduled one at its time.
        const nidsQueued = queued.rows.map((row) => row.data.nid);
        expect(nidsQueued.slice(0, 2).sort((a, b) => a - b)).toEqual([nids.due, nids.sending].sort((a, b) => a - b));
        expect(nidsQueued.at(-1)).toBe(nids.later);
        expect(Math.abs(new Date(queued.rows.at(-1)!.startAfter).getTime() - later.getTime())).toBeLessThan(60_000);

        // The restored portal's worker sends the two due mails, once each; the scheduled one waits.
        const sent: OutgoingMail[] = [];
        deps.mailer = { mode: 'outbox', send: async (mail) => void sent.push(mail) };
        await deps.durableJobs.start(durableJobHandlers(deps));
        expect(await deps.durableJobs.settled(30_000)).toBe(true);
        expect(sent.map((mail) => mail.to).sort()).toEqual([members[1]!.mail, members[2]!.mail].sort());
        expect(sent.map((mail) => mail.subject).sort()).toEqual(['Being sent at backup time', 'Due at backup time']);
        expect(await statusOf(nids.due)).toEqual(['sent']);
        expect(await statusOf(nids.sending)).toEqual(['sent']);
        expect(await statusOf(nids.later)).toEqual(['queued']);
        expect(await statusOf(nids.sent)).toEqual(['sent']);
      } finally {
        await runtime.close();
      }
    },
  );

  it('a forced restore replaces the target’s queue with the backup’s', { timeout: 120_000 }, async () => {
    useRestoreTarget(target);
    const run = await runCli(['restore', '--from', archivePath, '--force']);
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    const runtime = await openRuntime(readConfig({ ...process.env }), () => {}, { startJobs: false });
    try {
      // The jobs the previous restore's portal completed are gone; the backup's three are back, once each.
      const jobs = (await runtime.deps.db.execute(
        sql`select state, count(*)::int as count from pgboss.job group by state`,
      )) as unknown as { rows: { state: string; count: number }[] };
      expect(jobs.rows).toEqual([{ state: 'created', count: 3 }]);
    } finally {
      await runtime.close();
    }
  });
});
