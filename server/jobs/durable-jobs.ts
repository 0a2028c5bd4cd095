import PgBoss from 'pg-boss';
import type { JobSettings } from '../config';
import type { Db, ExecuteSql } from '../db/client';
import { executeSqlIn } from '../db/sql-text';
import { isLastAttempt, queueRetryOptions } from './retry-policy';

/** The durable jobs and their payloads (only what any process needs to do the job). */
export interface DurableJobPayloads {
  /** One member's email of a notification (server/services/deliver-notification-mail.ts). */
  'notification-mail': { nid: number; uid: number };
  /**
   * A help-form or support message's forward to SUPPORT_EMAIL (server/services/receive-contact-message.ts,
   * `forwardContactMessage`). Only the message's id: payloads outlive an account deletion (issue 40).
   */
  'contact-message-forward': { id: number };
}

export type DurableJobName = keyof DurableJobPayloads;

/** What a handler learns of its job: the payload, and whether this is the last attempt. */
export interface DurableJob<N extends DurableJobName> {
  data: DurableJobPayloads[N];
  /** A failure now is final, no retry follows (retry-policy.ts). */
  isLastAttempt: boolean;
}

export type DurableJobHandlers = { [N in DurableJobName]: (job: DurableJob<N>) => Promise<void> };

export interface NewDurableJob<N extends DurableJobName = DurableJobName> {
  name: N;
  data: DurableJobPayloads[N];
  /** Not before this many seconds from now (a scheduled notification); measured by the database's clock. */
  startAfterSeconds?: number;
}

/**
 * Jobs kept in the database (pg-boss, its own `pgboss` schema), so a restart loses nothing and
 * any process with a worker can run them: with PostgreSQL every portal process works the queue,
 * with embedded PGlite the one process does. A failing job is retried with backoff; a job whose
 * process died is retried once it expires: when, is retry-policy.ts (docs/operations.md, "Job queue").
 */
export interface DurableJobs {
  /** Creates the queue tables if needed; with `work`, starts this process's workers. */
  start(handlers?: DurableJobHandlers): Promise<void>;
  /** Stops fetching, waits for the jobs in hand (up to the deadline), then stops. */
  stop(): Promise<void>;
  /** Adds jobs inside the caller's transaction: they exist exactly when its rows do. */
  addIn(tx: Db, jobs: NewDurableJob[]): Promise<void>;
  /** Tells this process's workers to look now rather than at their next poll. */
  wake(): void;
  /** Resolves once no job that is due (or retrying) is left, or after `timeoutMs` (tests, the CLI). */
  settled(timeoutMs?: number): Promise<boolean>;
}

const QUEUES: DurableJobName[] = ['notification-mail', 'contact-message-forward'];
/** Jobs fetched at once by one worker; each is completed or failed on its own. */
const BATCH_SIZE = 20;
const SCHEMA = 'pgboss';

export function createDurableJobs(executeSql: ExecuteSql, settings: JobSettings, log: (message: string) => void): DurableJobs {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => executeSql(text, values) },
    schema: SCHEMA,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
  });
  boss.on('error', (error: Error) => log(`job queue: ${error.message}`));
  const workerIds: string[] = [];
  let started = false;

  async function work<N extends DurableJobName>(name: N, handle: DurableJobHandlers[N]): Promise<void> {
    const id = await boss.work<DurableJobPayloads[N]>(
      name,
      { batchSize: BATCH_SIZE, includeMetadata: true, pollingIntervalSeconds: settings.pollSeconds },
      async (jobs) => {
        for (const job of jobs) {
          try {
            await handle({ data: job.data, isLastAttempt: isLastAttempt(job) });
          } catch (error) {
            // Failed on its own (retried with backoff, or failed for good): the batch's others complete.
            await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }
      },
    );
    workerIds.push(id);
  }

  /** Starts the worker of one queue with its handler (generic, so each queue's payload type stays its own). */
  const workWith = <N extends DurableJobName>(handlers: DurableJobHandlers, name: N) => work(name, handlers[name]);

  /**
   * Creates a queue unless it exists. Processes starting together on one database may both try:
   * one wins, the other fails (a deadlock or a duplicate) and then finds the queue there.
   */
  async function createQueueOnce(name: DurableJobName): Promise<void> {
    const options = { name, ...queueRetryOptions(settings) };
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await boss.createQueue(name, options);
      } catch (error) {
        if (await boss.getQueue(name)) return;
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  return {
    async start(handlers) {
      await boss.start();
      started = true;
      for (const name of QUEUES) await createQueueOnce(name);
      if (handlers) for (const name of QUEUES) await workWith(handlers, name);
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    async addIn(tx, jobs) {
      if (jobs.length === 0) return;
      const db = { executeSql: executeSqlIn(tx) };
      // Chunked: one statement per 1,000 jobs keeps a large audience's insert small.
      for (let i = 0; i < jobs.length; i += 1_000)
        await boss.insert(
          jobs.slice(i, i + 1_000).map(({ name, data, startAfterSeconds }) => ({
            name,
            data,
            startAfter: startAfterSeconds ? `${Math.ceil(startAfterSeconds)} seconds` : undefined,
          })),
          { db },
        );
    },
    wake() {
      for (const id of workerIds) boss.notifyWorker(id);
    },
    async settled(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await executeSql(
          `SELECT count(*)::int AS open FROM ${SCHEMA}.job
            WHERE name = ANY($1::text[]) AND state < 'completed' AND start_after < now() + interval '1 minute'`,
          [QUEUES],
        );
        if ((rows[0] as { open: number }).open === 0) return true;
        if (Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
