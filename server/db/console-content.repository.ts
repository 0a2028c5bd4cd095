import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { consoleEdits, resources, type CONSOLE_CONTENT_TYPES } from './schema';

// What the console changed (seed vs console, docs/console-code.md), and what the home page's content
// kinds ask of resources (server/content-kinds/).

export type ConsoleContentType = (typeof CONSOLE_CONTENT_TYPES)[number];

// ---------- what the console changed (seed vs console) ----------

export async function markEditedInConsole(db: Db, contentType: ConsoleContentType, editedBy: string, at: Date): Promise<void> {
  await db
    .insert(consoleEdits)
    .values({ contentType, editedAt: at, editedBy })
    .onConflictDoUpdate({ target: consoleEdits.contentType, set: { editedAt: at, editedBy } });
}

export async function listConsoleEdits(db: Db): Promise<ConsoleContentType[]> {
  const rows = await db.select({ contentType: consoleEdits.contentType }).from(consoleEdits);
  return rows.map((row) => row.contentType);
}

export async function clearConsoleEdits(db: Db): Promise<void> {
  await db.delete(consoleEdits);
}

/** Titles of the resources that list `tid` in their related tags (a tag they use cannot be deleted). */
export async function resourcesTaggedWith(db: Db, tid: number): Promise<string[]> {
  const rows = await db
    .select({ title: resources.title })
    .from(resources)
    .where(sql`${String(tid)} = ANY(string_to_array(${resources.relatedResourceTags}, ','))`)
    .orderBy(asc(resources.title));
  return rows.map((row) => row.title);
}

/** Whether a resource has this slug (a quick-link card must lead to one). */
export async function resourceSlugExists(db: Db, slug: string): Promise<boolean> {
  const rows = await db.select({ nid: resources.nid }).from(resources).where(eq(resources.slugUrl, slug));
  return rows.length > 0;
}
