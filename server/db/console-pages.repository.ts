import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from './client';
import { banners, landingPageVersions, landingPages, midBanners } from './schema';

// What the editor console asks of the landing pages beyond their rows (server/content-kinds/pages.ts):
// their versions, another page at an address, the content that links to one (the public reads are
// in content.repository.ts).

export type PageRow = typeof landingPages.$inferSelect;
export type PageVersionRow = typeof landingPageVersions.$inferSelect;
/** What a version keeps of a page: its content (not its place in the list or whether it is published). */
export type PageContent = Pick<PageRow, 'title' | 'slugUrl' | 'location' | 'body'>;

/** The page's newest version number (null for a page saved before versions were kept), as a read column. */
export const newestVersion = sql<
  number | null
>`(select max(v.version) from ${landingPageVersions} v where v.page_id = ${landingPages}.id)`
  .mapWith(Number)
  .as('version');

/** The page with this slug, published or not (`except`: leave out this page, when it is being saved). */
export async function findPageBySlug(db: Db, slug: string, except?: number): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.slugUrl, slug), except === undefined ? undefined : ne(landingPages.id, except)));
  return row ?? null;
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
