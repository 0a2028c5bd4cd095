import { and, eq, or } from 'drizzle-orm';
import type { Db } from './client';
import { countries, professions, specialities } from './schema';
import { equalsIgnoringCase } from './sql-text';

/**
 * Lookups registration, the profile and invitations need: does the term or country exist, and
 * does it fit? A profession or speciality an editor unpublished counts as unknown: it can no
 * longer be chosen (docs/console-code.md).
 */
export async function findProfession(db: Db, tid: number) {
  const rows = await db
    .select()
    .from(professions)
    .where(and(eq(professions.tid, tid), eq(professions.published, true)));
  return rows[0] ?? null;
}

export async function findSpeciality(db: Db, tid: number) {
  const rows = await db
    .select()
    .from(specialities)
    .where(and(eq(specialities.tid, tid), eq(specialities.published, true)));
  return rows[0] ?? null;
}

/** A country by its id (alpha-2, any case) or its exact name (any case). */
export async function findCountry(db: Db, idOrName: string) {
  const rows = await db
    .select()
    .from(countries)
    .where(or(eq(countries.id, idOrName.toUpperCase()), equalsIgnoringCase(countries.countryName, idOrName)));
  return rows[0] ?? null;
}
