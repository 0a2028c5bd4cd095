import { and, desc, eq, lt, notExists, notInArray, or, sql, type WithSubquery } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { type SIGN_IN_FACTORS, type SIGN_IN_OUTCOMES, signInEvents } from './schema';
import type { Bindable, BindableFields } from './sql-text';

export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];
export type SignInFactor = (typeof SIGN_IN_FACTORS)[number];

export interface SignInEventValues {
  uid: number;
  outcome: SignInOutcome;
  /** How a successful sign-in was completed; left out (null) on other rows. */
  factor?: SignInFactor | null;
  userAgent: string;
  ipPrefix: string;
  now: Date;
}

/** Serialises writes to one member's history until the transaction ends. */
export async function lockSignInHistory(db: Db, uid: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${uid}`}))`);
}

/** The member's newest history rows, newest first. */
export async function listSignInEvents(db: Db, uid: number, limit: number) {
  return db
    .select({
      id: signInEvents.id,
      outcome: signInEvents.outcome,
      factor: signInEvents.factor,
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
 * The member's successful sign-ins from exactly this user agent newer than every "This wasn't me"
 * report, as a subquery for EXISTS (the sign-in's lookup: sign-in-lookup.repository.ts): one row at
 * most to read, for the usual sign-in from a known browser. `uid` may be a column of the outer query.
 */
export function trustedSuccessFrom(db: Db, uid: number | AnyPgColumn, userAgent: Bindable<string>) {
  const report = alias(signInEvents, 'report');
  return db
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
}

/**
 * Adds a row to the member's history and deletes the rows older than the newest `keep` (the history
 * is bounded per account), in one statement: the INSERT is a data-modifying WITH of the DELETE.
 * `alongside` are other data-modifying WITHs (the sign-in's new session) that belong to the same
 * statement, so the writes commit together in one round trip to the database. Answers the
 * statement, to await or to prepare: its values may be placeholders (a successful sign-in prepares
 * it once: services/open-session.ts).
 */
export function signInEventKeeping(
  db: Db,
  values: BindableFields<SignInEventValues>,
  keep: number,
  alongside: WithSubquery[] = [],
) {
  const newEvent = db.$with('new_sign_in_event').as(
    db
      .insert(signInEvents)
      .values({
        uid: values.uid,
        outcome: values.outcome,
        factor: values.factor ?? null,
        userAgent: values.userAgent,
        ipPrefix: values.ipPrefix,
        createdAt: values.now,
      })
      .returning({ id: signInEvents.id }),
  );
  // The DELETE sees the rows as they were before the statement: the new row is not among them and
  // stays, so the newest keep - 1 of the earlier rows stay beside it.
  const newestEarlier = db
    .select({ id: signInEvents.id })
    .from(signInEvents)
    .where(eq(signInEvents.uid, values.uid))
    .orderBy(desc(signInEvents.createdAt), desc(signInEvents.id))
    .limit(keep - 1);
  return db
    .with(...alongside, newEvent)
    .delete(signInEvents)
    .where(and(eq(signInEvents.uid, values.uid), notInArray(signInEvents.id, newestEarlier)));
}
