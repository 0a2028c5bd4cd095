import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { recoveryCodes, totpAuthenticators } from './schema';

export type TotpRow = typeof totpAuthenticators.$inferSelect;

/** The account's authenticator row (active and/or pending), or null. */
export async function findTotp(db: Db, uid: number): Promise<TotpRow | null> {
  const rows = await db.select().from(totpAuthenticators).where(eq(totpAuthenticators.uid, uid));
  return rows[0] ?? null;
}

/** Whether the account has an active second factor (the password step then asks for it). */
export async function hasActiveSecondFactor(db: Db, uid: number): Promise<boolean> {
  const rows = await db
    .select({ uid: totpAuthenticators.uid })
    .from(totpAuthenticators)
    .where(and(eq(totpAuthenticators.uid, uid), isNotNull(totpAuthenticators.secret)));
  return rows.length > 0;
}

/** Stores a pending set-up (an earlier pending one is replaced; an active authenticator stays until this one is confirmed). */
export async function savePendingTotp(db: Db, { uid, secret, now }: { uid: number; secret: string; now: Date }): Promise<void> {
  await db
    .insert(totpAuthenticators)
    .values({ uid, pendingSecret: secret, pendingAt: now })
    .onConflictDoUpdate({ target: totpAuthenticators.uid, set: { pendingSecret: secret, pendingAt: now } });
}

/**
 * Makes the pending set-up the active authenticator, with its first accepted step, and replaces
 * the recovery codes, in one transaction. False when the pending secret changed meanwhile.
 */
export async function activatePendingTotp(
  db: Db,
  {
    uid,
    pendingSecret,
    step,
    now,
    codeHashes,
  }: { uid: number; pendingSecret: string; step: number; now: Date; codeHashes: string[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(totpAuthenticators)
      .set({
        secret: pendingSecret,
        activatedAt: now,
        pendingSecret: null,
        pendingAt: null,
        lastUsedAt: null,
        lastUsedStep: step,
      })
      .where(and(eq(totpAuthenticators.uid, uid), eq(totpAuthenticators.pendingSecret, pendingSecret)))
      .returning({ uid: totpAuthenticators.uid });
    if (rows.length === 0) return false;
    await replaceRecoveryCodes(tx, { uid, codeHashes, now });
    return true;
  });
}

/**
 * Records an accepted code's step, only if it is newer than the last accepted one: a replayed
 * code (or the same code sent twice at once) finds no row to update. False then.
 */
export async function spendTotpStep(db: Db, { uid, step, now }: { uid: number; step: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(totpAuthenticators)
    .set({ lastUsedStep: step, lastUsedAt: now })
    .where(
      and(
        eq(totpAuthenticators.uid, uid),
        isNotNull(totpAuthenticators.secret),
        or(isNull(totpAuthenticators.lastUsedStep), lt(totpAuthenticators.lastUsedStep, step)),
      ),
    )
    .returning({ uid: totpAuthenticators.uid });
  return rows.length === 1;
}

/** Removes the authenticator and its recovery codes; false when there was none. */
export async function deleteTotp(db: Db, uid: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(totpAuthenticators)
      .where(eq(totpAuthenticators.uid, uid))
      .returning({ uid: totpAuthenticators.uid });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.uid, uid));
    return rows.length === 1;
  });
}

/** A new set of recovery codes; the old ones stop working. */
export async function replaceRecoveryCodes(
  db: Db,
  { uid, codeHashes, now }: { uid: number; codeHashes: string[]; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.uid, uid));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ uid, codeHash, createdAt: now })));
  });
}

/** Spends an unused recovery code of the account; false when it is unknown or used. */
export async function spendRecoveryCode(
  db: Db,
  { uid, codeHash, now }: { uid: number; codeHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.uid, uid), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

/** The account's recovery codes in summary: when the set was made, how many are left, when one was last used. */
export async function recoveryCodeSummary(db: Db, uid: number) {
  const [row] = await db
    .select({
      total: count().mapWith(Number),
      remaining: sql<number>`count(*) filter (where ${recoveryCodes.usedAt} is null)`.mapWith(Number),
      createdAt: sql<Date | null>`min(${recoveryCodes.createdAt})`.mapWith((value: string | Date | null) =>
        value === null ? null : new Date(value),
      ),
      lastUsedAt: sql<Date | null>`max(${recoveryCodes.usedAt})`.mapWith((value: string | Date | null) =>
        value === null ? null : new Date(value),
      ),
    })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.uid, uid));
  return row && row.total > 0 ? row : null;
}
