import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { floodEvents } from './schema';

/** One window to count in: the events of one kind for one identifier since a time. */
export interface FloodWindow {
  event: string;
  identifier: string;
  since: Date;
}

/**
 * For each window, the number of live events (not expired at `now`) and the oldest one's time, in
 * one statement whatever the number of windows; answered in the windows' order.
 */
export async function countFloodEvents(
  db: Db,
  windows: readonly FloodWindow[],
  now: Date,
): Promise<{ count: number; oldest: Date | null }[]> {
  const rows = await db
    .select({
      event: floodEvents.event,
      identifier: floodEvents.identifier,
      count: sql<number>`count(*)::int`.mapWith(Number),
      oldest: sql<string | null>`min(${floodEvents.createdAt})`,
    })
    .from(floodEvents)
    .where(
      and(
        gt(floodEvents.expiresAt, now),
        or(
          ...windows.map(({ event, identifier, since }) =>
            and(eq(floodEvents.event, event), eq(floodEvents.identifier, identifier), gt(floodEvents.createdAt, since)),
          ),
        ),
      ),
    )
    .groupBy(floodEvents.event, floodEvents.identifier);
  return windows.map(({ event, identifier }) => {
    const row = rows.find((r) => r.event === event && r.identifier === identifier);
    return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  });
}

export async function insertFloodEvent(
  db: Db,
  { event, identifier, now, expiresAt }: { event: string; identifier: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(floodEvents).values({ event, identifier, createdAt: now, expiresAt });
}

export async function deleteFloodEvents(db: Db, { event, identifier }: { event: string; identifier: string }): Promise<void> {
  await db.delete(floodEvents).where(and(eq(floodEvents.event, event), eq(floodEvents.identifier, identifier)));
}

/** Garbage-collects expired events of one kind (called as events are written, so the table stays small). */
export async function deleteExpiredFloodEvents(db: Db, { event, now }: { event: string; now: Date }): Promise<void> {
  await db.delete(floodEvents).where(and(eq(floodEvents.event, event), lte(floodEvents.expiresAt, now)));
}
