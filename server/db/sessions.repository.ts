import { and, desc, eq, gt, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { type SESSION_END_REASONS, sessions, users } from './schema';
import type { BindableFields } from './sql-text';

/** Absolute lifetime of a session, whatever the activity. */
const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The account behind a live session: a member, or an editor (no user type, docs/console-code.md). */
export interface SessionAccount {
  sessionId: number;
  uid: number;
  uuid: string;
  mail: string;
  userType: '1' | '2' | null;
  firstName: string;
  lastName: string;
  picturePath: string;
}

/** A member's session: the account has a user type. */
export interface SessionMember extends SessionAccount {
  userType: '1' | '2';
}

const memberColumns = {
  sessionId: sessions.id,
  uid: users.uid,
  uuid: users.uuid,
  mail: users.mail,
  userType: users.userType,
  firstName: users.firstName,
  lastName: users.lastName,
  picturePath: users.picturePath,
};

/** A bearer lookup: the account, or why there is none (`unknown` covers expired and inactive too). */
export type SessionLookup = { account: SessionAccount } | { endedBecause: SessionEndReason | 'unknown' };

interface LookupOptions {
  accessTokenHash: string;
  now: Date;
  idleMs: number;
  /** Member activity: moves the session's last activity to `now`. Background calls pass false. */
  touch: boolean;
}

/**
 * Finds the live session for a bearer token hash; member activity also marks it as just used (one
 * UPDATE … RETURNING on the common path). A session found idle is ended here, with reason `idle`.
 */
export async function lookUpSession(db: Db, { accessTokenHash, now, idleMs, touch }: LookupOptions): Promise<SessionLookup> {
  const idleCutoff = new Date(now.getTime() - idleMs);
  const live = and(
    eq(sessions.accessTokenHash, accessTokenHash),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, idleCutoff),
    eq(users.uid, sessions.uid),
    eq(users.status, 'active'),
  );
  const rows = touch
    ? await db.update(sessions).set({ lastSeenAt: now }).from(users).where(live).returning(memberColumns)
    : await db.select(memberColumns).from(sessions).innerJoin(users, eq(users.uid, sessions.uid)).where(live);
  if (rows[0]) return { account: rows[0] };
  return { endedBecause: await endIfIdle(db, accessTokenHash, now, idleCutoff) };
}

/** Why the session of a token is not live; an idle one not ended yet is ended now. */
async function endIfIdle(db: Db, accessTokenHash: string, now: Date, idleCutoff: Date): Promise<SessionEndReason | 'unknown'> {
  const [session] = await db
    .select({ id: sessions.id, revokedAt: sessions.revokedAt, endReason: sessions.endReason })
    .from(sessions)
    .where(eq(sessions.accessTokenHash, accessTokenHash));
  if (!session) return 'unknown';
  if (session.revokedAt) return session.endReason ?? 'unknown';
  if (await endIdleSession(db, session.id, now, idleCutoff)) return 'idle';
  // Another call may have ended it in between (parallel calls after a long pause): read why.
  const [again] = await db.select({ endReason: sessions.endReason }).from(sessions).where(eq(sessions.id, session.id));
  return again?.endReason ?? 'unknown';
}

async function endIdleSession(db: Db, id: number, now: Date, idleCutoff: Date): Promise<boolean> {
  const idle = await db
    .update(sessions)
    .set({ revokedAt: now, endReason: 'idle' })
    .where(
      and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleCutoff)),
    )
    .returning({ id: sessions.id });
  return idle.length > 0;
}

export interface NewSession {
  uid: number;
  accessTokenHash: string;
  logoutTokenHash: string;
  csrfTokenHash: string;
  userAgent: string;
  ipPrefix: string;
  now: Date;
}

/** When a session opened at `now` ends, whatever its activity. */
export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_ABSOLUTE_MS);
}

/**
 * The INSERT of a new session, not yet run: createSession runs it alone, and a sign-in prepares it
 * with placeholders, in one statement with its history row (services/open-session.ts).
 */
export function sessionInsert(db: Db, values: BindableFields<NewSession & { expiresAt: Date }>) {
  return db
    .insert(sessions)
    .values({
      uid: values.uid,
      accessTokenHash: values.accessTokenHash,
      logoutTokenHash: values.logoutTokenHash,
      csrfTokenHash: values.csrfTokenHash,
      userAgent: values.userAgent,
      ipPrefix: values.ipPrefix,
      createdAt: values.now,
      lastSeenAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning({ id: sessions.id });
}

export async function createSession(db: Db, values: NewSession): Promise<number> {
  const [row] = await sessionInsert(db, { ...values, expiresAt: sessionExpiry(values.now) });
  return row!.id;
}

/** Whether the member has ever had a session (every successful sign-in opens one; ended ones are kept). */
export async function hasAnySession(db: Db, uid: number): Promise<boolean> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.uid, uid)).limit(1);
  return rows.length > 0;
}

export async function findSessionById(db: Db, id: number) {
  const rows = await db.select().from(sessions).where(eq(sessions.id, id));
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, id: number, now: Date, reason: SessionEndReason = 'logout'): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, endReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

const liveSessionsOf = (uid: number, now: Date, idleMs: number) =>
  and(
    eq(sessions.uid, uid),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
  );

/** A member's sessions that are still live (not ended, not past their lifetime, not idle), newest activity first. */
export async function listLiveSessions(db: Db, { uid, now, idleMs }: { uid: number; now: Date; idleMs: number }) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipPrefix: sessions.ipPrefix,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(liveSessionsOf(uid, now, idleMs))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

interface LiveSessionsOf {
  uid: number;
  now: Date;
  idleMs: number;
}

/** Ends the member's live sessions that `which` selects (default: as ended by the member); returns how many. */
async function endLiveSessions(
  db: Db,
  { uid, now, idleMs }: LiveSessionsOf,
  which: SQL | undefined,
  reason: SessionEndReason = 'ended_by_member',
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, endReason: reason })
    .where(and(which, liveSessionsOf(uid, now, idleMs)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends one of the member's own live sessions; false when there is none with that id (or it is someone else's). */
export async function revokeOwnSession(db: Db, { id, ...live }: LiveSessionsOf & { id: number }): Promise<boolean> {
  return (await endLiveSessions(db, live, eq(sessions.id, id))) > 0;
}

/** Ends every live session of the member except `keepId` (as ended by the member unless `reason` says otherwise); returns how many it ended. */
export function revokeOtherSessions(
  db: Db,
  { keepId, reason, ...live }: LiveSessionsOf & { keepId: number; reason?: SessionEndReason },
): Promise<number> {
  return endLiveSessions(db, live, ne(sessions.id, keepId), reason);
}

/** Ends every live session of the member, for `reason`; returns how many it ended. */
export function revokeAllSessions(db: Db, { reason, ...live }: LiveSessionsOf & { reason: SessionEndReason }): Promise<number> {
  return endLiveSessions(db, live, undefined, reason);
}
