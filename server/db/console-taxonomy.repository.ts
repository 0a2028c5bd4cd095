import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { professions, specialities, users } from './schema';

// What the editor console asks of the professions and their specialities beyond their rows
// (server/content-kinds/): how many specialities a profession has, and who uses a term.

/** How many specialities a profession has, as a read column (qualified by hand: a bare "tid" would be the speciality's own). */
export const specialityCount = sql<number>`(select count(*) from ${specialities} s where s.profession_tid = ${professions}.tid)`
  .mapWith(Number)
  .as('speciality_count');

export async function findProfessionRow(db: Db, tid: number): Promise<{ tid: number; name: string } | null> {
  const [row] = await db
    .select({ tid: professions.tid, name: professions.name })
    .from(professions)
    .where(eq(professions.tid, tid));
  return row ?? null;
}

/** How many accounts have this profession, or one of its specialities, in their profile. */
export async function countMembersWithProfession(db: Db, tid: number): Promise<number> {
  const ofProfession = db.select({ tid: specialities.tid }).from(specialities).where(eq(specialities.professionTid, tid));
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(or(eq(users.professionTid, tid), inArray(users.specialtyTid, ofProfession)));
  return row?.n ?? 0;
}

/** How many accounts have this speciality in their profile. */
export async function countMembersWithSpeciality(db: Db, tid: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(eq(users.specialtyTid, tid));
  return row?.n ?? 0;
}
