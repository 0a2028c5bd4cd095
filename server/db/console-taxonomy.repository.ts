import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { professions, resourceManagers, specialities, users } from './schema';
import { equalsIgnoringCase } from './sql-text';

// The editor console's reads and writes of the professions, their specialities and the need-help
// list: every row, published or not (docs/console-code.md).

/** A profession with how many specialities it has. */
export type ProfessionRow = typeof professions.$inferSelect & { specialityCount: number };
export type SpecialityRow = typeof specialities.$inferSelect;
export type NeedHelpRow = typeof resourceManagers.$inferSelect;
type TermValues = { name: string; published: boolean };

// ---------- professions ----------

// Qualified by hand: in a one-table select drizzle leaves columns unqualified, and a bare "tid"
// in the subquery would be the speciality's own.
const professionColumns = {
  tid: professions.tid,
  name: professions.name,
  weight: professions.weight,
  published: professions.published,
  specialityCount: sql<number>`(select count(*) from ${specialities} s where s.profession_tid = ${professions}.tid)`.mapWith(
    Number,
  ),
};

/** Every profession in display order, with how many specialities it has. */
export function listAllProfessions(db: Db): Promise<ProfessionRow[]> {
  return db.select(professionColumns).from(professions).orderBy(asc(professions.weight), asc(professions.name));
}

export async function findProfessionRow(db: Db, tid: number): Promise<ProfessionRow | null> {
  const [row] = await db.select(professionColumns).from(professions).where(eq(professions.tid, tid));
  return row ?? null;
}

export async function findProfessionByName(db: Db, name: string): Promise<typeof professions.$inferSelect | null> {
  const [row] = await db.select().from(professions).where(equalsIgnoringCase(professions.name, name));
  return row ?? null;
}

/** A new profession gets the next tid after the highest (11 and up, as the demo's) and goes last. */
export async function insertProfession(db: Db, values: TermValues): Promise<ProfessionRow> {
  const [row] = await db
    .insert(professions)
    .values({
      ...values,
      tid: sql`(select greatest(coalesce(max(${professions.tid}), 10), 10) + 1 from ${professions})`,
      weight: sql`(select coalesce(max(${professions.weight}) + 1, 0) from ${professions})`,
    })
    .returning();
  return { ...row!, specialityCount: 0 };
}

export async function updateProfessionRow(db: Db, tid: number, values: TermValues): Promise<void> {
  await db.update(professions).set(values).where(eq(professions.tid, tid));
}

/** Deletes the profession; its specialities go with it (the foreign key cascades). */
export async function deleteProfessionRow(db: Db, tid: number): Promise<void> {
  await db.delete(professions).where(eq(professions.tid, tid));
}

export async function setProfessionWeights(db: Db, tids: number[]): Promise<void> {
  for (const [weight, tid] of tids.entries()) await db.update(professions).set({ weight }).where(eq(professions.tid, tid));
}

// ---------- specialities ----------

/** Every speciality of one profession, in display order. */
export function listAllSpecialitiesOf(db: Db, professionTid: number) {
  return db
    .select()
    .from(specialities)
    .where(eq(specialities.professionTid, professionTid))
    .orderBy(asc(specialities.weight), asc(specialities.name));
}

export async function findSpecialityRow(db: Db, tid: number): Promise<SpecialityRow | null> {
  const [row] = await db.select().from(specialities).where(eq(specialities.tid, tid));
  return row ?? null;
}

/** The speciality of this profession with this name (any case). */
export async function findSpecialityByName(db: Db, professionTid: number, name: string): Promise<SpecialityRow | null> {
  const [row] = await db
    .select()
    .from(specialities)
    .where(and(eq(specialities.professionTid, professionTid), equalsIgnoringCase(specialities.name, name)));
  return row ?? null;
}

/** A new speciality gets the next tid after the highest (101 and up, as the demo's) and goes last in its profession. */
export async function insertSpeciality(db: Db, professionTid: number, values: TermValues): Promise<SpecialityRow> {
  const [row] = await db
    .insert(specialities)
    .values({
      ...values,
      professionTid,
      tid: sql`(select greatest(coalesce(max(${specialities.tid}), 100), 100) + 1 from ${specialities})`,
      weight: sql`(select coalesce(max(${specialities.weight}) + 1, 0) from ${specialities} where ${specialities.professionTid} = ${professionTid})`,
    })
    .returning();
  return row!;
}

export async function updateSpecialityRow(db: Db, tid: number, values: TermValues): Promise<SpecialityRow> {
  const [row] = await db.update(specialities).set(values).where(eq(specialities.tid, tid)).returning();
  return row!;
}

export async function deleteSpecialityRow(db: Db, tid: number): Promise<void> {
  await db.delete(specialities).where(eq(specialities.tid, tid));
}

export async function setSpecialityWeights(db: Db, professionTid: number, tids: number[]): Promise<void> {
  for (const [weight, tid] of tids.entries()) {
    await db
      .update(specialities)
      .set({ weight })
      .where(and(eq(specialities.tid, tid), eq(specialities.professionTid, professionTid)));
  }
}

// ---------- who uses a profession or speciality ----------

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

// ---------- the need-help list ----------

export function listAllNeedHelp(db: Db) {
  return db.select().from(resourceManagers).orderBy(asc(resourceManagers.weight), asc(resourceManagers.name));
}

export async function findNeedHelpRow(db: Db, tid: number): Promise<NeedHelpRow | null> {
  const [row] = await db.select().from(resourceManagers).where(eq(resourceManagers.tid, tid));
  return row ?? null;
}

export async function findNeedHelpByName(db: Db, name: string): Promise<NeedHelpRow | null> {
  const [row] = await db.select().from(resourceManagers).where(equalsIgnoringCase(resourceManagers.name, name));
  return row ?? null;
}

/** A new entry gets the next tid after the highest (301 and up, as the demo's) and goes last. */
export async function insertNeedHelp(db: Db, values: TermValues): Promise<NeedHelpRow> {
  const [row] = await db
    .insert(resourceManagers)
    .values({
      ...values,
      tid: sql`(select greatest(coalesce(max(${resourceManagers.tid}), 300), 300) + 1 from ${resourceManagers})`,
      weight: sql`(select coalesce(max(${resourceManagers.weight}) + 1, 0) from ${resourceManagers})`,
    })
    .returning();
  return row!;
}

export async function updateNeedHelpRow(db: Db, tid: number, values: TermValues): Promise<NeedHelpRow> {
  const [row] = await db.update(resourceManagers).set(values).where(eq(resourceManagers.tid, tid)).returning();
  return row!;
}

export async function deleteNeedHelpRow(db: Db, tid: number): Promise<void> {
  await db.delete(resourceManagers).where(eq(resourceManagers.tid, tid));
}

export async function setNeedHelpWeights(db: Db, tids: number[]): Promise<void> {
  for (const [weight, tid] of tids.entries())
    await db.update(resourceManagers).set({ weight }).where(eq(resourceManagers.tid, tid));
}
