import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { ONE_ROW, type Bindable, type BindableFields } from './sql-text';
import { floodEvents } from './schema';

/** One window to count in: the events of one kind for one identifier since a time. */
export interface FloodWindow {
  event: string;
  identifier: string;
  since: Date;
}

/** Each window's count of live events (not expired at `now`) and the oldest one's time. */
export interface FloodCount {
  count: number;
  oldest: Date | null;
}

/**
 * The columns of one row that count every window's live events: `count<i>` and `oldest<i>` for the
 * i-th window, each a scalar subquery over the lookup index. A statement may select them beside
 * other columns (the sign-in's lookup does: sign-in-lookup.repository.ts); floodCountsOf reads them.
 */
export function floodWindowColumns(windows: readonly BindableFields<FloodWindow>[], now: Bindable<Date>): Record<string, SQL> {
  return Object.fromEntries(
    windows.flatMap(({ event, identifier, since }, i) => {
      const live = and(
        eq(floodEvents.event, event),
        eq(floodEvents.identifier, identifier),
        gt(floodEvents.expiresAt, now),
        gt(floodEvents.createdAt, since),
      );
      return [
        [`count${i}`, sql`(select count(*)::int from ${floodEvents} where ${live})`],
        [`oldest${i}`, sql`(select min(${floodEvents.createdAt}) from ${floodEvents} where ${live})`],
      ];
    }),
  );
}

/** A window's fields, each a placeholder of a prepared statement (floodWindowPlaceholders). */
const FLOOD_WINDOW_FIELDS = ['event', 'identifier', 'since'] as const satisfies readonly (keyof FloodWindow)[];

/** The name of window `i`'s placeholder for `field` (floodWindowPlaceholders, floodWindowValues). */
const floodPlaceholderName = (field: keyof FloodWindow, i: number) => `flood_${field}_${i}`;

/** `count` windows of placeholders, for a prepared statement; floodWindowValues fills them. */
export function floodWindowPlaceholders(count: number): BindableFields<FloodWindow>[] {
  return Array.from(
    { length: count },
    (_, i) =>
      Object.fromEntries(
        FLOOD_WINDOW_FIELDS.map((field) => [field, sql.placeholder(floodPlaceholderName(field, i))]),
      ) as BindableFields<FloodWindow>,
  );
}

/** The values of floodWindowPlaceholders' placeholders for these windows. */
export function floodWindowValues(windows: readonly FloodWindow[]): Record<string, unknown> {
  return Object.fromEntries(
    windows.flatMap((window, i) => FLOOD_WINDOW_FIELDS.map((field) => [floodPlaceholderName(field, i), window[field]])),
  );
}

/** The windows' counts, in the windows' order, from a row that selected floodWindowColumns. */
export function floodCountsOf(row: Record<string, unknown>, windows: readonly FloodWindow[]): FloodCount[] {
  return windows.map((_, i) => {
    const oldest = row[`oldest${i}`] as Date | string | null;
    return { count: Number(row[`count${i}`] ?? 0), oldest: oldest === null ? null : new Date(oldest) };
  });
}

/**
 * For each window, the number of live events (not expired at `now`) and the oldest one's time, in
 * one statement whatever the number of windows; answered in the windows' order.
 */
export async function countFloodEvents(db: Db, windows: readonly FloodWindow[], now: Date): Promise<FloodCount[]> {
  const [row] = await db.select(floodWindowColumns(windows, now)).from(ONE_ROW);
  return floodCountsOf(row!, windows);
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
