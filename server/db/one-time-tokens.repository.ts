import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { type ONE_TIME_TOKEN_PURPOSES, oneTimeTokens } from './schema';

type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];
type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

/** A token to store: only its hash, with what it is for and until when it works. */
interface NewOneTimeToken {
  uid: number;
  purpose: OneTimeTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  now: Date;
}

const rowOf = ({ uid, purpose, tokenHash, expiresAt, now }: NewOneTimeToken) => ({
  uid,
  purpose,
  tokenHash,
  expiresAt,
  createdAt: now,
});

/** Stores a new token hash; earlier unused tokens of the same purpose stop working (only the newest link counts). */
export async function replaceOneTimeToken(db: Db, token: NewOneTimeToken): Promise<void> {
  const { uid, purpose, now } = token;
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.uid, uid), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
    await tx.insert(oneTimeTokens).values(rowOf(token));
  });
}

/**
 * Stores a new token hash beside any earlier ones (each link of its kind keeps working until used
 * or expired): for links where an older mail must stay usable, e.g. two "This wasn't me" mails.
 */
export async function insertOneTimeToken(db: Db, token: NewOneTimeToken): Promise<void> {
  await db.insert(oneTimeTokens).values(rowOf(token));
}

export async function findOneTimeToken(
  db: Db,
  { purpose, tokenHash }: { purpose: OneTimeTokenPurpose; tokenHash: string },
): Promise<OneTimeTokenRow | null> {
  const rows = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.tokenHash, tokenHash)));
  return rows[0] ?? null;
}

/** Marks a token used; false when it was already used (a concurrent request won). */
export async function consumeOneTimeToken(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}
