import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { countries, professions, specialities, users } from './schema';

/** A member's profile with the names of its terms and country. */
export async function findProfile(db: Db, uid: number) {
  const rows = await db
    .select({
      uid: users.uid,
      userType: users.userType,
      mail: users.mail,
      firstName: users.firstName,
      lastName: users.lastName,
      picturePath: users.picturePath,
      institutionName: users.institutionName,
      professionTid: users.professionTid,
      professionName: professions.name,
      specialtyTid: users.specialtyTid,
      specialtyName: specialities.name,
      companyName: users.companyName,
      countryId: users.countryId,
      countryName: countries.countryName,
      roles: users.roles,
    })
    .from(users)
    .leftJoin(professions, eq(professions.tid, users.professionTid))
    .leftJoin(specialities, eq(specialities.tid, users.specialtyTid))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.uid, uid));
  return rows[0] ?? null;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  picturePath: string;
  /** Professionals only; left unchanged when undefined. */
  professional?: { institutionName: string; professionTid: number; specialtyTid: number; countryId: string };
}

/** Saves the editable profile fields (never the email, user type, company or a distributor's country). */
export async function updateProfile(
  db: Db,
  uid: number,
  { firstName, lastName, picturePath, professional }: ProfileChanges,
): Promise<void> {
  await db
    .update(users)
    .set({ firstName, lastName, picturePath, ...(professional ?? {}) })
    .where(eq(users.uid, uid));
}

/** The stored email-notification setting: null when never set, undefined when no such user. */
export async function findEmailNotification(db: Db, uid: number): Promise<boolean | null | undefined> {
  const rows = await db.select({ value: users.emailNotification }).from(users).where(eq(users.uid, uid));
  return rows[0]?.value;
}

export async function setEmailNotification(db: Db, uid: number, value: boolean): Promise<void> {
  await db.update(users).set({ emailNotification: value }).where(eq(users.uid, uid));
}
