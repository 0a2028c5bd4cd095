import { and, count, gt, isNull, sql } from 'drizzle-orm';
import { integer, pgSchema, text } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

/** pg-boss's job table (schema `pgboss`, jobs/durable-jobs.ts), read only here, for the metrics. */
const bossJobs = pgSchema('pgboss').table('job', {
  name: text('name'),
  state: text('state'),
  retryCount: integer('retry_count'),
});

export interface JobCount {
  kind: string;
  state: string;
  count: number;
  retried: number;
}

/** Durable jobs by kind and pg-boss state, and how many of them needed a retry: one grouped scan. */
export async function countJobs(db: Db): Promise<JobCount[]> {
  const rows = await db
    .select({
      kind: bossJobs.name,
      state: bossJobs.state,
      count: count(),
      retried: sql<number>`count(*) filter (where ${bossJobs.retryCount} > 0)`,
    })
    .from(bossJobs)
    .groupBy(bossJobs.name, bossJobs.state);
  return rows.map((row) => ({
    kind: row.kind ?? '',
    state: row.state ?? '',
    count: Number(row.count),
    retried: Number(row.retried),
  }));
}

/** Sessions a bearer token still opens: not ended, not expired, not idle (bearer-auth.ts's rule). */
export async function countActiveSessions(db: Db, now: Date, idleMinutes: number): Promise<number> {
  const idleCutoff = new Date(now.getTime() - idleMinutes * 60_000);
  const [row] = await db
    .select({ count: count() })
    .from(sessions)
    .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleCutoff)));
  return Number(row?.count ?? 0);
}
