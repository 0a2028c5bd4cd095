import { and, desc, eq, lt, notExists, notInArray, or } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { type SIGN_IN_OUTCOMES, signInEvents } from './schema';

export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

export interface SignInEventValues {
  uid: number;
  outcome: SignInOutcome;
  userAgent: string;
  ipPrefix: string;
  now: Date;
}

/** The member's newest history rows, newest first. */
export async function listSignInEvents(db: Db, uid: number, limit: number) {
  return db
    .select({
      id: signInEvents.id,
      outcome: signInEvents.outcome,
      userAgent: signInEvents.userAgent,
      ipPrefix: signInEvents.ipPrefix,
      createdAt: signInEvents.createdAt,
    })
    .from(signInEvents)
    .where(eq(signInEvents.uid, uid))
    .orderBy(desc(signInEvents.createdAt), desc(signInEvents.id))
    .limit(limit);
}

/** The rows that come before `later` in the history's order (time, then id). */
const before = (later: { createdAt: Date | AnyPgColumn; id: number | AnyPgColumn }) =>
  or(
    lt(signInEvents.createdAt, later.createdAt),
    and(eq(signInEvents.createdAt, later.createdAt), lt(signInEvents.id, later.id)),
  );

/**
 * Whether the member's history has a successful sign-in from exactly this user agent, newer than
 * every "This wasn't me" report: one row at most to read, for the usual sign-in from a known browser.
 */
export async function hasTrustedSuccessFrom(db: Db, uid: number, userAgent: string): Promise<boolean> {
  const report = alias(signInEvents, 'report');
  const rows = await db
    .select({ id: signInEvents.id })
    .from(signInEvents)
    .where(
      and(
        eq(signInEvents.uid, uid),
        eq(signInEvents.outcome, 'success'),
        eq(signInEvents.userAgent, userAgent),
        notExists(
          db
            .select({ id: report.id })
            .from(report)
            .where(and(eq(report.uid, uid), eq(report.outcome, 'reported_not_me'), before(report))),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertSignInEvent(db: Db, values: SignInEventValues): Promise<void> {
  await db.insert(signInEvents).values({
    uid: values.uid,
    outcome: values.outcome,
    userAgent: values.userAgent,
    ipPrefix: values.ipPrefix,
    createdAt: values.now,
  });
}

/** Deletes the member's rows older than the newest `keep` (the history is bounded per account), in one statement. */
export async function pruneSignInEvents(db: Db, uid: number, keep: number): Promise<void> {
  const newest = db
    .select({ id: signInEvents.id })
    .from(signInEvents)
    .where(eq(signInEvents.uid, uid))
    .orderBy(desc(signInEvents.createdAt), desc(signInEvents.id))
    .limit(keep);
  await db.delete(signInEvents).where(and(eq(signInEvents.uid, uid), notInArray(signInEvents.id, newest)));
}
