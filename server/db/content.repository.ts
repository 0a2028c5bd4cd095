import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { publishedOnly } from './visibility';
import {
  banners,
  countries,
  landingPages,
  midBanners,
  professions,
  resourceCards,
  resourceManagers,
  specialities,
  tags,
} from './schema';

// The public reads serve published rows only; the console's reads are in console-content.repository.ts.

export function listBanners(db: Db, audience: 'guest' | 'member') {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.audience, audience), publishedOnly(banners.published)))
    .orderBy(asc(banners.weight), asc(banners.title));
}

export function listResourceCards(db: Db) {
  return db
    .select()
    .from(resourceCards)
    .where(publishedOnly(resourceCards.published))
    .orderBy(asc(resourceCards.weight), asc(resourceCards.id));
}

export function listMidBanners(db: Db) {
  return db
    .select()
    .from(midBanners)
    .where(publishedOnly(midBanners.published))
    .orderBy(asc(midBanners.weight), asc(midBanners.id));
}

export function listTags(db: Db) {
  return db.select().from(tags).where(publishedOnly(tags.published)).orderBy(asc(tags.weight), asc(tags.name));
}

export function listLandingPages(db: Db) {
  return db
    .select({ title: landingPages.title, slugUrl: landingPages.slugUrl, location: landingPages.location })
    .from(landingPages)
    .where(publishedOnly(landingPages.published))
    .orderBy(asc(landingPages.weight), asc(landingPages.title));
}

export async function findLandingPageBySlug(db: Db, slug: string) {
  const rows = await db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.slugUrl, slug), publishedOnly(landingPages.published)));
  return rows[0] ?? null;
}

/** The published professions (unpublished ones are offered neither at registration nor in the profile). */
export function listProfessions(db: Db) {
  return db
    .select({ tid: professions.tid, name: professions.name })
    .from(professions)
    .where(publishedOnly(professions.published))
    .orderBy(asc(professions.weight), asc(professions.name));
}

/** The published specialities of a published profession (none for an unpublished or unknown one). */
export function listSpecialitiesOf(db: Db, professionTid: number) {
  return db
    .select({ tid: specialities.tid, name: specialities.name })
    .from(specialities)
    .innerJoin(professions, eq(professions.tid, specialities.professionTid))
    .where(
      and(
        eq(specialities.professionTid, professionTid),
        publishedOnly(specialities.published),
        publishedOnly(professions.published),
      ),
    )
    .orderBy(asc(specialities.weight), asc(specialities.name));
}

export function listCountries(db: Db) {
  return db.select().from(countries).orderBy(asc(countries.countryName));
}

/** The published entries of the need-help (resource-manager) list. */
export function listResourceManagers(db: Db) {
  return db
    .select({ tid: resourceManagers.tid, name: resourceManagers.name })
    .from(resourceManagers)
    .where(publishedOnly(resourceManagers.published))
    .orderBy(asc(resourceManagers.weight), asc(resourceManagers.name));
}
