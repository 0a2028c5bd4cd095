import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { sessions, users } from './schema';

/** Idle expiry shared with the SPA's idle logout (spec §9: 6,000,000 ms). */
export const SESSION_IDLE_MS = 6_000_000;
/** Absolute lifetime of a session, whatever the activity. */
const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

export interface SessionMember {
  sessionId: number;
  uid: number;
  uuid: string;
  mail: string;
  userType: '1' | '2';
  firstName: string;
  lastName: string;
  picturePath: string;
}

/** Finds the live session for a bearer token hash and marks it as just used. */
export async function touchSessionByAccessHash(db: Db, accessTokenHash: string, now: Date): Promise<SessionMember | null> {
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_MS);
  const rows = await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .from(users)
    .where(
      and(
        eq(sessions.accessTokenHash, accessTokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleCutoff),
        eq(users.uid, sessions.uid),
        eq(users.status, 'active'),
      ),
    )
    .returning({
      sessionId: sessions.id,
      uid: users.uid,
      uuid: users.uuid,
      mail: users.mail,
      userType: users.userType,
      firstName: users.firstName,
      lastName: users.lastName,
      picturePath: users.picturePath,
    });
  return rows[0] ?? null;
}

export async function createSession(
  db: Db,
  values: { uid: number; accessTokenHash: string; logoutTokenHash: string; csrfTokenHash: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(sessions)
    .values({
      uid: values.uid,
      accessTokenHash: values.accessTokenHash,
      logoutTokenHash: values.logoutTokenHash,
      csrfTokenHash: values.csrfTokenHash,
      createdAt: values.now,
      lastSeenAt: values.now,
      expiresAt: new Date(values.now.getTime() + SESSION_ABSOLUTE_MS),
    })
    .returning({ id: sessions.id });
  return row!.id;
}

export async function findSessionById(db: Db, id: number) {
  const rows = await db.select().from(sessions).where(eq(sessions.id, id));
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}
