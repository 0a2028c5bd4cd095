import { hashingLimiter } from '../auth/hashing-limit';
import { databaseLoad } from '../db/client';
import { WorkQueue } from '../db/work-queue';
import type { AppDeps } from '../deps';
import type { DurableJobName } from '../jobs/durable-jobs';
import type { MetricFamilies } from './metric-families';
import { countActiveSessions, countJobs } from './scrape-queries';

/** Every durable job kind, so each has its series (at 0) before its first job. */
const JOB_KINDS: DurableJobName[] = ['notification-mail', 'contact-message-forward'];

/** pg-boss's states, as the metric names them: created and retry (waiting for its next try) are both queued. */
const JOB_STATES: Record<string, 'queued' | 'active' | 'failed'> = {
  created: 'queued',
  retry: 'queued',
  active: 'active',
  failed: 'failed',
};

/**
 * How long a scrape waits for its two queries. They queue like any call, and a busy database would
 * otherwise hold the scrape (and freeze its live gauges, read after) for DB_QUEUE_TIMEOUT_MS.
 */
const QUERY_BUDGET_MS = 500;

function withinBudget<T>(query: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer the scrape in time')), QUERY_BUDGET_MS);
  });
  return Promise.race([query, late]).finally(() => clearTimeout(timer));
}

/**
 * Fills the gauges that read the process and the database, when Prometheus scrapes (not on every
 * request): the database pool and PGlite queue, the hashing slots, the durable jobs and the live
 * sessions. The two queries go through the database queue like any call; when the database is
 * away or busy past QUERY_BUDGET_MS, the jobs and sessions gauges keep their last values and the
 * scrape answers at once (the alerts on `up`, on 503s and on the queue tell that story).
 */
export async function fillScrapeGauges(families: MetricFamilies, deps: AppDeps): Promise<void> {
  const load = databaseLoad(deps.db);
  // The work queue stands in front of PGlite alone; PostgreSQL's load is its pool's.
  const engine = load instanceof WorkQueue ? 'pglite' : 'postgres';
  families.dbInUse.set({ engine }, load?.inUse() ?? 0);
  families.dbWaiting.set({ engine }, load?.waiting() ?? 0);
  families.pgliteQueueDepth.set(engine === 'pglite' ? (load?.waiting() ?? 0) : 0);
  families.hashingInUse.set(hashingLimiter.inUse);
  families.hashingWaiting.set(hashingLimiter.queued);
  const [jobs, sessions] = await Promise.allSettled([
    withinBudget(countJobs(deps.db)),
    withinBudget(countActiveSessions(deps.db, deps.now(), deps.config.sessionIdleMinutes)),
  ]);
  if (jobs.status === 'fulfilled') {
    families.jobs.reset();
    families.jobsRetried.reset();
    for (const kind of JOB_KINDS) {
      for (const state of ['queued', 'active', 'failed'] as const) families.jobs.set({ kind, state }, 0);
      families.jobsRetried.set({ kind }, 0);
    }
    for (const row of jobs.value) {
      const state = JOB_STATES[row.state];
      if (state) families.jobs.inc({ kind: row.kind, state }, row.count);
      families.jobsRetried.inc({ kind: row.kind }, row.retried);
    }
  }
  if (sessions.status === 'fulfilled') families.activeSessions.set(sessions.value);
}
