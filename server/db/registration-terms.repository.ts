import { eq, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { countries, professions, specialities } from './schema';

/** Lookups registration and invitations need: does the term or country exist, and does it fit? */
export async function findProfession(db: Db, tid: number) {
  const rows = await db.select().from(professions).where(eq(professions.tid, tid));
  return rows[0] ?? null;
}

export async function findSpeciality(db: Db, tid: number) {
  const rows = await db.select().from(specialities).where(eq(specialities.tid, tid));
  return rows[0] ?? null;
}

/** A country by its id (alpha-2, any case) or its exact name (any case). */
export async function findCountry(db: Db, idOrName: string) {
  const rows = await db
    .select()
    .from(countries)
    .where(or(eq(countries.id, idOrName.toUpperCase()), sql`lower(${countries.countryName}) = lower(${idOrName})`));
  return rows[0] ?? null;
}
