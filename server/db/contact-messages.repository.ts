import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { containsPattern } from './like-pattern';
import { contactMessages } from './schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, values: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

/** Every received message, newest first. */
export async function listContactMessages(db: Db): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

/** Filters of the console's Inbox; each one left out does not filter. */
export interface InboxFilter {
  form?: ContactMessageRow['form'];
  /** Part of the support message's resource, any case. */
  resource?: string;
  handled?: boolean;
}

function whereOf({ form, resource, handled }: InboxFilter): SQL | undefined {
  return and(
    form ? eq(contactMessages.form, form) : undefined,
    resource ? sql`${contactMessages.resource} ILIKE ${containsPattern(resource)}` : undefined,
    handled === undefined ? undefined : handled ? isNotNull(contactMessages.handledAt) : isNull(contactMessages.handledAt),
  );
}

/** One page of the Inbox, newest first, and how many messages match in all. */
export async function listInboxRows(
  db: Db,
  filter: InboxFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(contactMessages)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One message, or undefined. */
export async function findContactMessage(db: Db, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}

/** Marks a message handled (who and when) or, with nulls, not handled. */
export async function setContactMessageHandled(
  db: Db,
  id: number,
  handled: { at: Date; by: string } | null,
): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}
