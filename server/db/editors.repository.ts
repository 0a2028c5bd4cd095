import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import { EDITOR_ROLE, sessions, users } from './schema';
import { mailMatches } from './users.repository';

/** An editor account as the CLI and the console list it. */
export interface EditorRow {
  uid: number;
  mail: string;
  firstName: string;
  lastName: string;
  /** 'blocked' until the editor has set a password from the emailed link. */
  status: 'blocked' | 'active';
  createdAt: Date;
}

/** No argon2 hash has this shape, so nobody signs in to an editor account before a password is set. */
const NO_PASSWORD = '!';

const editorColumns = {
  uid: users.uid,
  mail: users.mail,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
  createdAt: users.createdAt,
};

const isEditor = isNull(users.userType);

/** Inserts an editor account without a password; null when the email is taken (by a member or an editor). */
export async function insertEditor(
  db: Db,
  { mail, firstName, lastName, now }: { mail: string; firstName: string; lastName: string; now: Date },
): Promise<EditorRow | null> {
  const rows = await db
    .insert(users)
    .values({
      mail,
      passHash: NO_PASSWORD,
      status: 'blocked',
      userType: null,
      firstName,
      lastName,
      roles: ['authenticated', EDITOR_ROLE],
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning(editorColumns);
  return rows[0] ?? null;
}

export async function listEditorAccounts(db: Db): Promise<EditorRow[]> {
  return db
    .select(editorColumns)
    .from(users)
    .where(isEditor)
    .orderBy(asc(sql`lower(${users.mail})`));
}

export async function findEditorByEmail(db: Db, mail: string): Promise<EditorRow | null> {
  const rows = await db
    .select(editorColumns)
    .from(users)
    .where(and(isEditor, mailMatches(mail)));
  return rows[0] ?? null;
}

export async function findEditorByUid(db: Db, uid: number): Promise<EditorRow | null> {
  const rows = await db
    .select(editorColumns)
    .from(users)
    .where(and(isEditor, eq(users.uid, uid)));
  return rows[0] ?? null;
}

/** Deletes an editor account (its sessions and tokens go with it); false when there was none. */
export async function deleteEditorAccount(db: Db, uid: number): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(isEditor, eq(users.uid, uid)))
    .returning({ uid: users.uid });
  return rows.length === 1;
}

/**
 * Stores the editor's new password, opens the account and ends its sessions (a password set from
 * a new link ends the sessions of the old one). `db` may be a transaction.
 */
export async function setEditorPassword(
  db: Db,
  { uid, passHash, now }: { uid: number; passHash: string; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ passHash, status: 'active', activatedAt: sql`coalesce(${users.activatedAt}, ${now})` })
    .where(and(isEditor, eq(users.uid, uid)));
  await db
    .update(sessions)
    .set({ revokedAt: now, endReason: 'password_reset' })
    .where(and(eq(sessions.uid, uid), isNull(sessions.revokedAt)));
}
