import { and, desc, eq, isNotNull, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { containsPattern } from './like-pattern';
import { signInEvents, users } from './schema';

/** How the console filters members by state: `not_activated` is blocked and never activated. */
export type MemberState = 'active' | 'not_activated' | 'blocked';

/** Filters of the console's Members list; each one left out does not filter. */
export interface MemberFilter {
  /** Part of the name or the email, any case. */
  q?: string;
  userType?: '1' | '2';
  state?: MemberState;
}

const stateWhere: Record<MemberState, SQL | undefined> = {
  active: eq(users.status, 'active'),
  not_activated: and(eq(users.status, 'blocked'), isNull(users.activatedAt)),
  blocked: and(eq(users.status, 'blocked'), isNotNull(users.activatedAt)),
};

function whereOf({ q, userType, state }: MemberFilter): SQL | undefined {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    isNotNull(users.userType),
    pattern
      ? sql`(concat_ws(' ', ${users.firstName}, ${users.lastName}) ILIKE ${pattern} OR ${users.mail} ILIKE ${pattern})`
      : undefined,
    userType ? eq(users.userType, userType) : undefined,
    state ? stateWhere[state] : undefined,
  );
}

const lastSignIns = (db: Db) =>
  db
    .select({ uid: signInEvents.uid, at: max(signInEvents.createdAt).as('last_sign_in') })
    .from(signInEvents)
    .where(eq(signInEvents.outcome, 'success'))
    .groupBy(signInEvents.uid)
    .as('last_sign_ins');

const memberColumns = {
  uid: users.uid,
  mail: users.mail,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  status: users.status,
  activatedAt: users.activatedAt,
  createdAt: users.createdAt,
};

/** One page of members (never editors), newest first, with their last successful sign-in, and how many match. */
export async function listMemberRows(db: Db, filter: MemberFilter, { limit, offset }: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const last = lastSignIns(db);
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...memberColumns, lastSignInAt: last.at })
      .from(users)
      .leftJoin(last, eq(last.uid, users.uid))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.uid))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type MemberRow = Awaited<ReturnType<typeof listMemberRows>>['rows'][number];

/** One member (never an editor) with their last successful sign-in, or undefined. */
export async function findMemberRow(db: Db, uid: number): Promise<MemberRow | undefined> {
  const last = lastSignIns(db);
  const [row] = await db
    .select({ ...memberColumns, lastSignInAt: last.at })
    .from(users)
    .leftJoin(last, eq(last.uid, users.uid))
    .where(and(eq(users.uid, uid), isNotNull(users.userType)))
    .limit(1);
  return row;
}

/** Sets a member's status (`blocked` or `active`). */
export async function setMemberStatus(db: Db, uid: number, status: 'active' | 'blocked'): Promise<void> {
  await db
    .update(users)
    .set({ status })
    .where(and(eq(users.uid, uid), isNotNull(users.userType)));
}
