import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from './client';
import type { ResourceRow } from './resources.repository';
import { banners, midBanners, resourceCards, resources, subscriptions, tags } from './schema';

// The editor console's reads and writes of resources: every row, published or not.

export type ResourceValues = Omit<ResourceRow, 'nid' | 'weight'>;

/** The first nid the console gives (the demo content's resources start at 1001). */
const FIRST_NID = 1001;

export function listAllResources(db: Db) {
  return db.select().from(resources).orderBy(asc(resources.weight), asc(resources.title));
}

export async function findConsoleResource(db: Db, nid: number): Promise<ResourceRow | null> {
  const [row] = await db.select().from(resources).where(eq(resources.nid, nid));
  return row ?? null;
}

/** The resource at this address, published or not, other than `exceptNid`. */
export async function findResourceWithSlug(db: Db, slug: string, exceptNid?: number): Promise<ResourceRow | null> {
  const where =
    exceptNid === undefined ? eq(resources.slugUrl, slug) : and(eq(resources.slugUrl, slug), ne(resources.nid, exceptNid));
  const [row] = await db.select().from(resources).where(where);
  return row ?? null;
}

export async function insertResource(db: Db, values: ResourceValues): Promise<ResourceRow> {
  const [next] = await db
    .select({
      nid: sql<number>`greatest(coalesce(max(${resources.nid}) + 1, ${FIRST_NID}), ${FIRST_NID})`.mapWith(Number),
      weight: sql<number>`coalesce(max(${resources.weight}) + 1, 0)`.mapWith(Number),
    })
    .from(resources);
  const [row] = await db
    .insert(resources)
    .values({ ...values, nid: next?.nid ?? FIRST_NID, weight: next?.weight ?? 0 })
    .returning();
  return row!;
}

export async function updateResource(db: Db, nid: number, values: ResourceValues): Promise<ResourceRow> {
  const [row] = await db.update(resources).set(values).where(eq(resources.nid, nid)).returning();
  return row!;
}

export async function deleteResource(db: Db, nid: number): Promise<void> {
  await db.delete(resources).where(eq(resources.nid, nid));
}

export async function setResourceWeights(db: Db, nids: number[]): Promise<void> {
  for (const [weight, nid] of nids.entries()) await db.update(resources).set({ weight }).where(eq(resources.nid, nid));
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
