import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './client';
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
    .where(and(eq(banners.audience, audience), eq(banners.published, true)))
    .orderBy(asc(banners.weight), asc(banners.title));
}

export function listResourceCards(db: Db) {
  return db
    .select()
    .from(resourceCards)
    .where(eq(resourceCards.published, true))
    .orderBy(asc(resourceCards.weight), asc(resourceCards.id));
}

export function listMidBanners(db: Db) {
  return db.select().from(midBanners).where(eq(midBanners.published, true)).orderBy(asc(midBanners.weight), asc(midBanners.id));
}

export function listTags(db: Db) {
  return db.select().from(tags).where(eq(tags.published, true)).orderBy(asc(tags.weight), asc(tags.name));
}

export function listLandingPages(db: Db) {
  return db
    .select({ title: landingPages.title, slugUrl: landingPages.slugUrl, location: landingPages.location })
    .from(landingPages)
    .where(eq(landingPages.published, true))
    .orderBy(asc(landingPages.weight), asc(landingPages.title));
}

export async function findLandingPageBySlug(db: Db, slug: string) {
  const rows = await db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.slugUrl, slug), eq(landingPages.published, true)));
  return rows[0] ?? null;
}

export function listProfessions(db: Db) {
  return db.select().from(professions).orderBy(asc(professions.weight), asc(professions.name));
}

export function listSpecialitiesOf(db: Db, professionTid: number) {
  return db
    .select()
    .from(specialities)
    .where(eq(specialities.professionTid, professionTid))
    .orderBy(asc(specialities.weight), asc(specialities.name));
}

export function listCountries(db: Db) {
  return db.select().from(countries).orderBy(asc(countries.countryName));
}

export function listResourceManagers(db: Db) {
  return db.select().from(resourceManagers).orderBy(asc(resourceManagers.weight), asc(resourceManagers.name));
}
