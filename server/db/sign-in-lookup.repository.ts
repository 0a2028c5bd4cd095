import { sql } from 'drizzle-orm';
import type { Db } from './client';
import {
  floodCountsOf,
  floodWindowColumns,
  floodWindowPlaceholders,
  floodWindowValues,
  type FloodCount,
  type FloodWindow,
} from './flood.repository';
import { users } from './schema';
import { trustedSuccessFrom } from './sign-in-events.repository';
import { ONE_ROW, oncePerDatabase } from './sql-text';
import { mailMatches, type UserRow } from './users.repository';

/** What a sign-in needs before the password check. */
export interface SignInLookup {
  /** The failed-login windows' counts, in the order given. */
  floods: FloodCount[];
  /** The account with this email (any case), or null. */
  user: UserRow | null;
  /** Whether that account's history has a trusted success from exactly this user agent. */
  knownBrowser: boolean;
}

/**
 * The lookup for a number of failed-login windows (the key), prepared: its SQL is built once per
 * database (drizzle's building was the largest part of a sign-in's event-loop time), and the
 * database plans it once (docs/performance.md, "Prepared statements").
 */
const preparedLookup = oncePerDatabase((db, windows) =>
  db
    .select({
      user: users,
      knownBrowser: sql<boolean>`exists(${trustedSuccessFrom(db, users.uid, sql.placeholder('userAgent'))})`,
      ...floodWindowColumns(floodWindowPlaceholders(Number(windows)), sql.placeholder('now')),
    })
    .from(ONE_ROW)
    .leftJoin(users, mailMatches(sql.placeholder('mail')))
    .prepare(`sign_in_lookup_${windows}`),
);

/**
 * A sign-in's reads in one statement: its failed-login windows, the account and whether this very
 * browser signed in to it before. Each statement is a round trip to the database and a write on
 * its connection, which on PostgreSQL cost the event loop more than building the answer
 * (docs/performance.md, "Logins beside a public GET"); this one replaces three.
 */
export async function lookUpSignIn(
  db: Db,
  { mail, userAgent, floodWindows, now }: { mail: string; userAgent: string; floodWindows: readonly FloodWindow[]; now: Date },
): Promise<SignInLookup> {
  const [row] = await preparedLookup(db, String(floodWindows.length)).execute({
    mail,
    userAgent,
    now,
    ...floodWindowValues(floodWindows),
  });
  return { floods: floodCountsOf(row!, floodWindows), user: row!.user, knownBrowser: row!.knownBrowser === true };
}
