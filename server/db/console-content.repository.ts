import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { banners, consoleEdits, midBanners, resourceCards, resources, tags, type CONSOLE_CONTENT_TYPES } from './schema';
import { equalsIgnoringCase } from './sql-text';

// The editor console's reads and writes of the home page's content: every row, published or not.

export type ConsoleContentType = (typeof CONSOLE_CONTENT_TYPES)[number];
export type BannerRow = typeof banners.$inferSelect;
export type CardRow = typeof resourceCards.$inferSelect;
export type MidBannerRow = typeof midBanners.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type Audience = BannerRow['audience'];

// ---------- banners ----------

export function listAllBanners(db: Db) {
  return db.select().from(banners).orderBy(asc(banners.audience), asc(banners.weight), asc(banners.title));
}

export async function findBanner(db: Db, uuid: string): Promise<BannerRow | null> {
  const [row] = await db.select().from(banners).where(eq(banners.uuid, uuid));
  return row ?? null;
}

export async function insertBanner(db: Db, values: Omit<BannerRow, 'uuid' | 'weight'>): Promise<BannerRow> {
  const [next] = await db
    .select({ weight: sql<number>`coalesce(max(${banners.weight}) + 1, 0)`.mapWith(Number) })
    .from(banners)
    .where(eq(banners.audience, values.audience));
  const [row] = await db
    .insert(banners)
    .values({ ...values, uuid: sql`gen_random_uuid()`, weight: next?.weight ?? 0 })
    .returning();
  return row!;
}

export async function updateBanner(db: Db, uuid: string, values: Partial<Omit<BannerRow, 'uuid'>>): Promise<BannerRow> {
  const [row] = await db.update(banners).set(values).where(eq(banners.uuid, uuid)).returning();
  return row!;
}

export async function deleteBanner(db: Db, uuid: string): Promise<void> {
  await db.delete(banners).where(eq(banners.uuid, uuid));
}

export async function setBannerWeights(db: Db, audience: Audience, uuids: string[]): Promise<void> {
  for (const [weight, uuid] of uuids.entries()) {
    await db
      .update(banners)
      .set({ weight })
      .where(and(eq(banners.uuid, uuid), eq(banners.audience, audience)));
  }
}

// ---------- quick-link cards ----------

export function listAllCards(db: Db) {
  return db.select().from(resourceCards).orderBy(asc(resourceCards.weight), asc(resourceCards.id));
}

export async function findCard(db: Db, id: number): Promise<CardRow | null> {
  const [row] = await db.select().from(resourceCards).where(eq(resourceCards.id, id));
  return row ?? null;
}

export async function insertCard(db: Db, values: Omit<CardRow, 'id' | 'weight'>): Promise<CardRow> {
  const [row] = await db
    .insert(resourceCards)
    .values({ ...values, weight: sql`(select coalesce(max(${resourceCards.weight}) + 1, 0) from ${resourceCards})` })
    .returning();
  return row!;
}

export async function updateCard(db: Db, id: number, values: Partial<Omit<CardRow, 'id'>>): Promise<CardRow> {
  const [row] = await db.update(resourceCards).set(values).where(eq(resourceCards.id, id)).returning();
  return row!;
}

export async function deleteCard(db: Db, id: number): Promise<void> {
  await db.delete(resourceCards).where(eq(resourceCards.id, id));
}

export async function setCardWeights(db: Db, ids: number[]): Promise<void> {
  for (const [weight, id] of ids.entries()) await db.update(resourceCards).set({ weight }).where(eq(resourceCards.id, id));
}

// ---------- mid banners ----------

export function listAllMidBanners(db: Db) {
  return db.select().from(midBanners).orderBy(asc(midBanners.weight), asc(midBanners.id));
}

export async function findMidBanner(db: Db, id: number): Promise<MidBannerRow | null> {
  const [row] = await db.select().from(midBanners).where(eq(midBanners.id, id));
  return row ?? null;
}

export async function insertMidBanner(db: Db, values: Omit<MidBannerRow, 'id' | 'weight'>): Promise<MidBannerRow> {
  const [row] = await db
    .insert(midBanners)
    .values({ ...values, weight: sql`(select coalesce(max(${midBanners.weight}) + 1, 0) from ${midBanners})` })
    .returning();
  return row!;
}

export async function updateMidBanner(db: Db, id: number, values: Partial<Omit<MidBannerRow, 'id'>>): Promise<MidBannerRow> {
  const [row] = await db.update(midBanners).set(values).where(eq(midBanners.id, id)).returning();
  return row!;
}

export async function deleteMidBanner(db: Db, id: number): Promise<void> {
  await db.delete(midBanners).where(eq(midBanners.id, id));
}

export async function setMidBannerWeights(db: Db, ids: number[]): Promise<void> {
  for (const [weight, id] of ids.entries()) await db.update(midBanners).set({ weight }).where(eq(midBanners.id, id));
}

// ---------- search tags ----------

export function listAllTags(db: Db) {
  return db.select().from(tags).orderBy(asc(tags.weight), asc(tags.name));
}

export async function findTag(db: Db, tid: number): Promise<TagRow | null> {
  const [row] = await db.select().from(tags).where(eq(tags.tid, tid));
  return row ?? null;
}

export async function findTagByName(db: Db, name: string): Promise<TagRow | null> {
  const [row] = await db.select().from(tags).where(equalsIgnoringCase(tags.name, name));
  return row ?? null;
}

/** A new tag gets the next free tid (201 and up, as the demo's tags). */
export async function insertTag(db: Db, values: Omit<TagRow, 'tid' | 'weight'>): Promise<TagRow> {
  const [row] = await db
    .insert(tags)
    .values({
      ...values,
      tid: sql`(select greatest(coalesce(max(${tags.tid}), 200), 200) + 1 from ${tags})`,
      weight: sql`(select coalesce(max(${tags.weight}) + 1, 0) from ${tags})`,
    })
    .returning();
  return row!;
}

export async function updateTag(db: Db, tid: number, values: Partial<Omit<TagRow, 'tid'>>): Promise<TagRow> {
  const [row] = await db.update(tags).set(values).where(eq(tags.tid, tid)).returning();
  return row!;
}

export async function deleteTag(db: Db, tid: number): Promise<void> {
  await db.delete(tags).where(eq(tags.tid, tid));
}

export async function setTagWeights(db: Db, tids: number[]): Promise<void> {
  for (const [weight, tid] of tids.entries()) await db.update(tags).set({ weight }).where(eq(tags.tid, tid));
}

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
