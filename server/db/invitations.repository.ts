import { and, desc, eq, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { containsPattern } from './like-pattern';
import { invitations, users } from './schema';

export type InvitationRow = typeof invitations.$inferSelect;
type NewInvitation = typeof invitations.$inferInsert;

/** An invitation's status in the ledger (docs/console-code.md, "Invitations"). */
export type InvitationStatus = 'pending' | 'opened' | 'accepted' | 'expired' | 'revoked';

export async function insertInvitation(db: Db, values: NewInvitation): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

export async function findInvitationByJti(db: Db, jti: string): Promise<InvitationRow | null> {
  const rows = await db.select().from(invitations).where(eq(invitations.jti, jti));
  return rows[0] ?? null;
}

export async function findInvitationById(db: Db, id: number): Promise<InvitationRow | null> {
  const rows = await db.select().from(invitations).where(eq(invitations.id, id));
  return rows[0] ?? null;
}

/**
 * Serialises inviting one email (any case) until the transaction ends: a CSV import's "already
 * invited" check and its insert then see each other's invitation (two imports of the same file at once).
 */
export async function lockInvitationEmail(db: Db, email: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitation:${email.toLowerCase()}`}))`);
}

/** Whether the email has an invitation still waiting (not used, not revoked, not expired). */
export async function hasWaitingInvitation(db: Db, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Marks an invitation used; false when it was already used, revoked or its link replaced (another jti). */
export async function consumeInvitation(db: Db, jti: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.jti, jti), isNull(invitations.usedAt), isNull(invitations.revokedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** Records the first time the link was loaded (later loads keep the first time). */
export async function markInvitationOpened(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(invitations)
    .set({ openedAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.openedAt)));
}

/** A resend: the row gets the new link's jti and expiry, so the old link no longer finds it. */
export async function reissueInvitation(db: Db, id: number, values: { jti: string; expiresAt: Date; sentAt: Date }) {
  const [row] = await db.update(invitations).set(values).where(eq(invitations.id, id)).returning();
  return row!;
}

export async function revokeInvitationRow(db: Db, id: number, now: Date): Promise<InvitationRow> {
  const [row] = await db.update(invitations).set({ revokedAt: now }).where(eq(invitations.id, id)).returning();
  return row!;
}

/** Filters of the console's ledger; each one left out does not filter. */
export interface InvitationFilter {
  /** Part of the email, name or company, any case. */
  q?: string;
  status?: InvitationStatus;
}

/** The same precedence as `invitationStatus` (services/invitation-status.ts), as SQL. */
function statusWhere(status: InvitationStatus, now: Date): SQL | undefined {
  const notUsed = isNull(invitations.usedAt);
  const notRevoked = isNull(invitations.revokedAt);
  const live = gt(invitations.expiresAt, now);
  switch (status) {
    case 'accepted':
      return isNotNull(invitations.usedAt);
    case 'revoked':
      return and(notUsed, isNotNull(invitations.revokedAt));
    case 'expired':
      return and(notUsed, notRevoked, lte(invitations.expiresAt, now));
    case 'opened':
      return and(notUsed, notRevoked, live, isNotNull(invitations.openedAt));
    case 'pending':
      return and(notUsed, notRevoked, live, isNull(invitations.openedAt));
  }
}

function whereOf({ q, status }: InvitationFilter, now: Date): SQL | undefined {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    pattern
      ? sql`(${invitations.email} ILIKE ${pattern} OR concat_ws(' ', ${invitations.firstName}, ${invitations.lastName}) ILIKE ${pattern} OR ${invitations.companyName} ILIKE ${pattern})`
      : undefined,
    status ? statusWhere(status, now) : undefined,
  );
}

/** One page of the ledger, newest first, with the inviting editor's email, and how many match. */
export async function listInvitationRows(
  db: Db,
  filter: InvitationFilter,
  now: Date,
  { limit, offset }: { limit: number; offset: number },
) {
  const where = whereOf(filter, now);
  const [rows, [count]] = await Promise.all([
    db
      .select({ invitation: invitations, invitedByMail: users.mail })
      .from(invitations)
      .leftJoin(users, eq(users.uid, invitations.invitedBy))
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(invitations)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One invitation with the inviting editor's email. */
export async function findInvitationEntry(db: Db, id: number) {
  const [row] = await db
    .select({ invitation: invitations, invitedByMail: users.mail })
    .from(invitations)
    .leftJoin(users, eq(users.uid, invitations.invitedBy))
    .where(eq(invitations.id, id));
  return row;
}

export type InvitationEntryRow = NonNullable<Awaited<ReturnType<typeof findInvitationEntry>>>;
