import type { Schemas } from '../api/types';
import { findProfile, updateProfile, type ProfileChanges } from '../db/profile.repository';
import { findCountry, findProfession, findSpeciality } from '../db/registration-terms.repository';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { resolvePicture, swapPicture } from './profile-picture';

type ProfileUpdate = Schemas['ProfileUpdate'];

export const PROFILE_SAVED = 'Your profile has been successfully updated.';
const PROFESSIONAL_BLOCK_TOGETHER = 'Please fill in institution name, profession, speciality and country together';
export const DISTRIBUTOR_COUNTRY_LOCKED = 'Your country was set by your invitation. To change it, contact support.';
export const PROFESSIONAL_FIELDS_ONLY = 'Institution, profession and speciality belong to a healthcare professional profile.';
export const COMPANY_FOR_DISTRIBUTORS = 'Only a distributor profile has a company name.';

/**
 * The profile-save shape of updateUser (`field_picture`, names; professionals add the professional
 * block, distributors their company name). The email, user type and a distributor's country never
 * change (the country comes from the invitation). The contract checks every value against spec §5
 * before this runs; here each user type gets only its own fields.
 * A new picture replaces the old file, which is removed once the profile row points elsewhere
 * (profile-picture.ts: the swap is atomic, so concurrent saves leave no orphan).
 */
export async function saveProfile(
  { db, files }: Pick<AppDeps, 'db' | 'files'>,
  uid: number,
  body: ProfileUpdate,
): Promise<{ message: string }> {
  const current = await findProfile(db, uid);
  if (!current) throw notFound();
  const isProfessional = current.userType === '1';
  if (!isProfessional) checkDistributorFields(body);
  if (isProfessional && body.field_company_name) throw badRequest(COMPANY_FOR_DISTRIBUTORS);
  const professional = isProfessional ? await checkProfessionalFields(db, body) : undefined;

  const picture = await resolvePicture(files, current.picturePath, body.field_picture.value);
  await swapPicture(files, picture, (picturePath) =>
    updateProfile(db, uid, {
      firstName: body.field_first_name.value,
      lastName: body.field_last_name.value,
      picturePath,
      professional,
      companyName: isProfessional ? undefined : body.field_company_name?.value,
    }),
  );
  return { message: PROFILE_SAVED };
}

const professionalBlock = (body: ProfileUpdate) => [
  body.field_institution_name,
  body.field_profession,
  body.field_specialty,
  body.field_country,
];

/** A distributor sends names and, optionally, the company name: never a country or professional fields. */
function checkDistributorFields(body: ProfileUpdate): void {
  if (body.field_country) throw badRequest(DISTRIBUTOR_COUNTRY_LOCKED);
  if (professionalBlock(body).some((field) => field !== undefined)) throw badRequest(PROFESSIONAL_FIELDS_ONLY);
}

/** Checks the professional block: terms exist, the speciality belongs to the profession, the country exists. */
async function checkProfessionalFields(db: AppDeps['db'], body: ProfileUpdate): Promise<ProfileChanges['professional']> {
  // The contract's dependentRequired (all four or none) is a draft-2019 keyword the route's AJV skips.
  if (professionalBlock(body).every((field) => field === undefined)) return undefined;
  if (!body.field_institution_name || !body.field_profession || !body.field_specialty || !body.field_country)
    throw badRequest(PROFESSIONAL_BLOCK_TOGETHER);
  const profession = await findProfession(db, Number(body.field_profession.value));
  if (!profession) throw badRequest('Please select your profession.');
  const speciality = await findSpeciality(db, Number(body.field_specialty.value));
  if (!speciality || speciality.professionTid !== profession.tid) throw badRequest('Please select your speciality.');
  // Professionals send the country name (as on registration); an id is accepted too.
  const country = await findCountry(db, body.field_country.value);
  if (!country) throw badRequest('Please select your country');
  return {
    institutionName: body.field_institution_name.value,
    professionTid: profession.tid,
    specialtyTid: speciality.tid,
    countryId: country.id,
  };
}
