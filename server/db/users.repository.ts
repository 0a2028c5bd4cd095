import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { sessions, users } from './schema';
import { equalsIgnoringCase, type Bindable } from './sql-text';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;

/** An account's address is `mail` in any letter case (the unique index is on lower(mail)). */
export function mailMatches(mail: Bindable<string>): SQL {
  return equalsIgnoringCase(users.mail, mail);
}

/** Emails are compared case-insensitively (the unique index is on lower(mail)). */
export async function findUserByEmail(db: Db, mail: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(mailMatches(mail));
  return rows[0] ?? null;
}

export async function findUserByUid(db: Db, uid: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.uid, uid));
  return rows[0] ?? null;
}

export async function isEmailTaken(db: Db, mail: string): Promise<boolean> {
  const rows = await db.select({ uid: users.uid }).from(users).where(mailMatches(mail));
  return rows.length > 0;
}

/** Inserts a user; null when the email is already taken (unique index), so races get the same answer. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | null> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function activateUser(db: Db, uid: number, now: Date): Promise<void> {
  await db.update(users).set({ status: 'active', activatedAt: now }).where(eq(users.uid, uid));
}

/**
 * Stores a new password hash and revokes the user's sessions, except `keepSessionId` when given
 * (a password change keeps the caller's session so its follow-up logout succeeds). The ended
 * sessions' reason is `password_changed` with a kept session, else `password_reset`.
 */
export async function setPasswordAndRevokeSessions(
  db: Db,
  { uid, passHash, now, keepSessionId }: { uid: number; passHash: string; now: Date; keepSessionId?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passHash }).where(eq(users.uid, uid));
    const live = and(eq(sessions.uid, uid), isNull(sessions.revokedAt));
    await tx
      .update(sessions)
      .set({ revokedAt: now, endReason: keepSessionId === undefined ? 'password_reset' : 'password_changed' })
      .where(keepSessionId === undefined ? live : and(live, ne(sessions.id, keepSessionId)));
  });
}
