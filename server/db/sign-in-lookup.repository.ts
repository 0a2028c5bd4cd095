import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { floodCountsOf, floodWindowColumns, type FloodCount, type FloodWindow } from './flood.repository';
import { users } from './schema';
import { trustedSuccessFrom } from './sign-in-events.repository';
import { ONE_ROW } from './sql-text';
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
 * A sign-in's reads in one statement: its failed-login windows, the account and whether this very
 * browser signed in to it before. Each statement is a round trip to the database and a write on
 * its connection, which on PostgreSQL cost the event loop more than building the answer
 * (docs/performance.md, "Logins beside a public GET"); this one replaces three.
 */
export async function lookUpSignIn(
  db: Db,
  { mail, userAgent, floodWindows, now }: { mail: string; userAgent: string; floodWindows: readonly FloodWindow[]; now: Date },
): Promise<SignInLookup> {
  const [row] = await db
    .select({
      user: users,
      knownBrowser: sql<boolean>`exists(${trustedSuccessFrom(db, users.uid, userAgent)})`,
      ...floodWindowColumns(floodWindows, now),
    })
    .from(ONE_ROW)
    .leftJoin(users, mailMatches(mail));
  return { floods: floodCountsOf(row!, floodWindows), user: row!.user, knownBrowser: row!.knownBrowser === true };
}
