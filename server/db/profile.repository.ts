import { eq, like } from 'drizzle-orm';
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
  /** The new users.picture_path; left unchanged when undefined. */
  picturePath?: string;
  /** Professionals only; left unchanged when undefined. */
  professional?: { institutionName: string; professionTid: number; specialtyTid: number; countryId: string };
  /** Distributors only; left unchanged when undefined. */
  companyName?: string;
}

/**
 * Saves the editable profile fields (never the email, user type or a distributor's country). A
 * new picture path replaces the stored one under a row lock, and the replaced path is returned:
 * of two concurrent saves, each learns exactly the file it replaced, so every replaced file can be
 * deleted and none is left unreferenced. Null when the picture is kept (or no such user).
 */
export async function updateProfile(
  db: Db,
  uid: number,
  { firstName, lastName, picturePath, professional, companyName }: ProfileChanges,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ picturePath: users.picturePath }).from(users).where(eq(users.uid, uid)).for('update');
    if (!locked) return null;
    await tx
      .update(users)
      .set({
        firstName,
        lastName,
        ...(picturePath === undefined ? {} : { picturePath }),
        ...(professional ?? {}),
        ...(companyName === undefined ? {} : { companyName }),
      })
      .where(eq(users.uid, uid));
    return picturePath === undefined ? null : locked.picturePath;
  });
}

/** Every picture path that points into the uploads folder (for the start-up orphan sweep). */
export async function listUploadedPicturePaths(db: Db, prefix: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ picturePath: users.picturePath })
    .from(users)
    .where(like(users.picturePath, `${prefix}%`));
  return rows.map((row) => row.picturePath);
}

/** The stored email-notification setting: null when never set, undefined when no such user. */
export async function findEmailNotification(db: Db, uid: number): Promise<boolean | null | undefined> {
  const rows = await db.select({ value: users.emailNotification }).from(users).where(eq(users.uid, uid));
  return rows[0]?.value;
}

export async function setEmailNotification(db: Db, uid: number, value: boolean): Promise<void> {
  await db.update(users).set({ emailNotification: value }).where(eq(users.uid, uid));
}
