import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notificationDeliveries } from '../db/schema';
import type { AppDeps } from '../deps';
import type { DurableJobName, NewDurableJob } from '../jobs/durable-jobs';

/**
 * A durable job not done at backup time (pg-boss `created`, `retry` or `active`), as `jobs.json`
 * keeps it: its kind, its payload and when it was due. The payload names rows of the same
 * snapshot (a notification mail's `nid` and `uid`), so it is re-queued as it was.
 */
export interface PendingJob {
  name: string;
  data: unknown;
  /** When it may run (ISO): a scheduled notification's send time, a retry's next try. */
  startAfter: string;
}

type Runner = Pick<Db, 'execute'>;

async function rowsOf<T>(db: Runner, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Whether pg-boss's tables exist (a database whose portal never started has none). */
async function hasQueue(db: Runner): Promise<boolean> {
  const [row] = await rowsOf<{ present: boolean }>(db, sql`select to_regclass('pgboss.job') is not null as present`);
  return row?.present === true;
}

/**
 * The jobs not done yet, read inside the backup's snapshot: a notification's mails commit with its
 * rows (services/notify-members.ts), so the snapshot holds a job exactly when it holds the rows the
 * job sends. Done and failed jobs are history, not kept.
 */
export async function pendingJobs(db: Runner): Promise<PendingJob[]> {
  if (!(await hasQueue(db))) return [];
  const rows = await rowsOf<{ name: string; data: unknown; startAfter: Date | string }>(
    db,
    sql`select name, data, start_after as "startAfter" from pgboss.job
        where state in ('created', 'retry', 'active') order by start_after, created_on`,
  );
  return rows.map(({ name, data, startAfter }) => ({ name, data, startAfter: new Date(startAfter).toISOString() }));
}

/**
 * Puts a backup's pending jobs back into the restored database's queue (inside the restore's
 * transaction, after its rows): each is due when it was due, or at once if that time has passed.
 * The target's own jobs go first (they belong to the rows the restore replaced), and a mail that was
 * being sent at backup time (`sending`, its lease held by a process of the old portal) is queued
 * again: its outcome is not in the backup. Its Message-ID is fixed, so should it have gone out
 * after all, mail clients show one message. The queue's tables must exist (durableJobs.start()).
 */
export async function requeueJobs(
  tx: Db,
  { durableJobs, now }: Pick<AppDeps, 'durableJobs' | 'now'>,
  jobs: PendingJob[],
): Promise<number> {
  await tx.execute(sql`delete from pgboss.job`);
  await tx
    .update(notificationDeliveries)
    .set({ status: 'queued', leaseStartedAt: null })
    .where(eq(notificationDeliveries.status, 'sending'));
  const at = now().getTime();
  await durableJobs.addIn(
    tx,
    jobs.map(
      ({ name, data, startAfter }) =>
        ({
          name: name as DurableJobName,
          data,
          startAfterSeconds: Math.max(0, (Date.parse(startAfter) - at) / 1000),
        }) as NewDurableJob,
    ),
  );
  return jobs.length;
}
