import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from './client';
import { banners, landingPageVersions, landingPages, midBanners } from './schema';

// The editor console's reads and writes of the landing pages and their versions: every page,
// published or not (the public reads are in content.repository.ts).

export type PageRow = typeof landingPages.$inferSelect;
export type PageVersionRow = typeof landingPageVersions.$inferSelect;
/** What a version keeps of a page: its content (not its place in the list or whether it is published). */
export type PageContent = Pick<PageRow, 'title' | 'slugUrl' | 'location' | 'body'>;

export function listAllPages(db: Db) {
  return db.select().from(landingPages).orderBy(asc(landingPages.weight), asc(landingPages.title));
}

export async function findPage(db: Db, id: number): Promise<PageRow | null> {
  const [row] = await db.select().from(landingPages).where(eq(landingPages.id, id));
  return row ?? null;
}

/** The page with this slug, published or not (`except`: leave out this page, when it is being saved). */
export async function findPageBySlug(db: Db, slug: string, except?: number): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.slugUrl, slug), except === undefined ? undefined : ne(landingPages.id, except)));
  return row ?? null;
}

export async function insertPage(db: Db, values: PageContent & { published: boolean }): Promise<PageRow> {
  const [row] = await db
    .insert(landingPages)
    .values({ ...values, weight: sql`(select coalesce(max(${landingPages.weight}) + 1, 0) from ${landingPages})` })
    .returning();
  return row!;
}

export async function updatePage(db: Db, id: number, values: Partial<Omit<PageRow, 'id'>>): Promise<PageRow> {
  const [row] = await db.update(landingPages).set(values).where(eq(landingPages.id, id)).returning();
  return row!;
}

export async function deletePage(db: Db, id: number): Promise<void> {
  await db.delete(landingPages).where(eq(landingPages.id, id));
}

export async function setPageWeights(db: Db, ids: number[]): Promise<void> {
  for (const [weight, id] of ids.entries()) await db.update(landingPages).set({ weight }).where(eq(landingPages.id, id));
}

// ---------- versions ----------

/** A page's versions, newest first. */
export function listPageVersions(db: Db, pageId: number) {
  return db
    .select()
    .from(landingPageVersions)
    .where(eq(landingPageVersions.pageId, pageId))
    .orderBy(desc(landingPageVersions.version));
}

export async function findPageVersion(db: Db, pageId: number, version: number): Promise<PageVersionRow | null> {
  const [row] = await db
    .select()
    .from(landingPageVersions)
    .where(and(eq(landingPageVersions.pageId, pageId), eq(landingPageVersions.version, version)));
  return row ?? null;
}

/** The page's newest version (the page as it is), or null for a page saved before versions were kept. */
export async function latestPageVersion(db: Db, pageId: number): Promise<PageVersionRow | null> {
  const [row] = await listPageVersions(db, pageId).limit(1);
  return row ?? null;
}

/** The newest version number of every page that has versions, by page id. */
export async function latestVersionNumbers(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ pageId: landingPageVersions.pageId, version: sql<number>`max(${landingPageVersions.version})`.mapWith(Number) })
    .from(landingPageVersions)
    .groupBy(landingPageVersions.pageId);
  return new Map(rows.map((row) => [row.pageId, row.version]));
}

/**
 * Adds the page's next version (its newest + 1). Two saves at once: the unique index on
 * (page, version) refuses the second rather than numbering two versions alike.
 */
export async function insertPageVersion(
  db: Db,
  values: PageContent & { pageId: number; savedAt: Date; savedBy: string; summary: string },
): Promise<PageVersionRow> {
  const [row] = await db
    .insert(landingPageVersions)
    .values({
      ...values,
      version: sql`(select coalesce(max(${landingPageVersions.version}), 0) + 1 from ${landingPageVersions} where ${landingPageVersions.pageId} = ${values.pageId})`,
    })
    .returning();
  return row!;
}

/** Marks a version material, with what changed and the consent version it added. */
export async function markPageVersionMaterial(
  db: Db,
  id: number,
  { summary, consentVersion }: { summary: string; consentVersion: number },
): Promise<PageVersionRow> {
  const [row] = await db
    .update(landingPageVersions)
    .set({ material: true, summary, consentVersion })
    .where(eq(landingPageVersions.id, id))
    .returning();
  return row!;
}

/** Titles of the banners and mid banners whose links lead to `/linkdetail/<slug>` (a page they link to keeps its address). */
export async function contentLinkingToPage(db: Db, slug: string): Promise<string[]> {
  const url = `/linkdetail/${slug}`;
  // A link is `url@label`, one or two of them separated by a comma.
  const pattern = `(^|,)${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}@`;
  const fromBanners = await db
    .select({ title: banners.title })
    .from(banners)
    .where(sql`${banners.redirectLinks} ~ ${pattern}`)
    .orderBy(asc(banners.title));
  const fromMid = await db
    .select({ id: midBanners.id })
    .from(midBanners)
    .where(sql`${midBanners.redirectLink} ~ ${pattern}`)
    .orderBy(asc(midBanners.id));
  return [...fromBanners.map((row) => `the banner “${row.title}”`), ...fromMid.map(() => 'a mid banner')];
}
