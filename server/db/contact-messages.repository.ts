import { desc } from 'drizzle-orm';
import type { Db } from './client';
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
