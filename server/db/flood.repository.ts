import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from './client';
import { floodEvents } from './schema';

/** Number of live events and the oldest one's time, within the window ending at `now`. */
export async function countFloodEvents(
  db: Db,
  { event, identifier, since, now }: { event: string; identifier: string; since: Date; now: Date },
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number), oldest: sql<string | null>`min(${floodEvents.createdAt})` })
    .from(floodEvents)
    .where(
      and(
        eq(floodEvents.event, event),
        eq(floodEvents.identifier, identifier),
        gt(floodEvents.createdAt, since),
        gt(floodEvents.expiresAt, now),
      ),
    );
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
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
