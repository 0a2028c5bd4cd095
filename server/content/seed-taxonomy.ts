import { and, eq, notExists, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { professions, resourceManagers, specialities, users } from '../db/schema';
import type { Profession, TaxonomyTerm } from './content-types';

/**
 * Puts the demo's professions and specialities back, published and in the demo's order. Terms
 * that are not in the demo (added in the console) are deleted, except those in a member's profile:
 * those stay, unpublished, so every profile keeps its profession and speciality.
 */
export async function seedProfessions(db: Db, demo: Profession[]): Promise<void> {
  for (const [weight, p] of demo.entries()) {
    const set = { name: p.name, weight, published: true };
    await db
      .insert(professions)
      .values({ tid: p.tid, ...set })
      .onConflictDoUpdate({ target: professions.tid, set });
    for (const [sWeight, s] of p.specialities.entries()) {
      const sSet = { name: s.name, professionTid: p.tid, weight: sWeight, published: true };
      await db
        .insert(specialities)
        .values({ tid: s.tid, ...sSet })
        .onConflictDoUpdate({ target: specialities.tid, set: sSet });
    }
  }
  const otherSpecialities = notInArray(
    specialities.tid,
    demo.flatMap((p) => p.specialities.map((s) => s.tid)),
  );
  const specialityInAProfile = db
    .select({ one: sql`1` })
    .from(users)
    .where(eq(users.specialtyTid, specialities.tid));
  await db.delete(specialities).where(and(otherSpecialities, notExists(specialityInAProfile)));
  await db.update(specialities).set({ published: false }).where(otherSpecialities);
  const otherProfessions = notInArray(
    professions.tid,
    demo.map((p) => p.tid),
  );
  const professionInAProfile = db
    .select({ one: sql`1` })
    .from(users)
    .where(eq(users.professionTid, professions.tid));
  const hasSpecialities = db
    .select({ one: sql`1` })
    .from(specialities)
    .where(eq(specialities.professionTid, professions.tid));
  await db.delete(professions).where(and(otherProfessions, notExists(professionInAProfile), notExists(hasSpecialities)));
  await db.update(professions).set({ published: false }).where(otherProfessions);
}

/** Puts the demo's need-help list back, published and in order; entries added in the console go (nothing refers to them). */
export async function seedNeedHelp(db: Db, demo: TaxonomyTerm[]): Promise<void> {
  await db.delete(resourceManagers).where(
    notInArray(
      resourceManagers.tid,
      demo.map((m) => m.tid),
    ),
  );
  for (const [weight, m] of demo.entries()) {
    const set = { name: m.name, weight, published: true };
    await db
      .insert(resourceManagers)
      .values({ tid: m.tid, ...set })
      .onConflictDoUpdate({ target: resourceManagers.tid, set });
  }
}
