import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import type { ResourceRow } from './resources.repository';
import { banners, midBanners, resourceCards, resources, subscriptions, tags } from './schema';

// What the editor console asks about resources beyond their rows (server/content-kinds/resources.ts):
// who uses one, what links to it, which tags exist.

/** The resource at this address, published or not. */
export async function findResourceWithSlug(db: Db, slug: string): Promise<ResourceRow | null> {
  const [row] = await db.select().from(resources).where(eq(resources.slugUrl, slug));
  return row ?? null;
}

/** How many members have the resource in My Resources (approved or waiting). */
export async function countSubscribers(db: Db, nid: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(subscriptions)
    .where(eq(subscriptions.nid, nid));
  return row?.n ?? 0;
}

/**
 * What on the home page leads to `/appdetail/<slug>`: quick-link cards by their target, banners
 * and mid banners by their links. Named so the editor knows what to change first.
 */
export async function homeContentLeadingTo(db: Db, slug: string): Promise<string[]> {
  const link = `%/appdetail/${slug.replace(/[%_\\]/g, '\\$&')}@%`;
  const [cards, bannerRows, midRows] = await Promise.all([
    db.select({ title: resourceCards.resourceTitle }).from(resourceCards).where(eq(resourceCards.slugUrl, slug)),
    db
      .select({ title: banners.title })
      .from(banners)
      .where(sql`${banners.redirectLinks} like ${link}`),
    db
      .select({ id: midBanners.id })
      .from(midBanners)
      .where(sql`${midBanners.redirectLink} like ${link}`),
  ]);
  return [
    ...cards.map((card) => `the quick-link card “${card.title}”`),
    ...bannerRows.map((banner) => `the banner “${banner.title}”`),
    ...midRows.map(() => 'the mid banner'),
  ];
}

/** The tids among `tids` that name no tag. */
export async function unknownTags(db: Db, tids: number[]): Promise<number[]> {
  if (tids.length === 0) return [];
  const rows = await db.select({ tid: tags.tid }).from(tags).where(inArray(tags.tid, tids));
  const known = new Set(rows.map((row) => row.tid));
  return tids.filter((tid) => !known.has(tid));
}
