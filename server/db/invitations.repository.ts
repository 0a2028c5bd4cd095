import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { invitations } from './schema';

type InvitationRow = typeof invitations.$inferSelect;
type NewInvitation = typeof invitations.$inferInsert;

export async function insertInvitation(db: Db, values: NewInvitation): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

export async function findInvitationByJti(db: Db, jti: string): Promise<InvitationRow | null> {
  const rows = await db.select().from(invitations).where(eq(invitations.jti, jti));
  return rows[0] ?? null;
}

/** Marks an invitation used; false when it was already used. */
export async function consumeInvitation(db: Db, jti: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.jti, jti), isNull(invitations.usedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}
