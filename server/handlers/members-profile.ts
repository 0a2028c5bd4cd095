import { defineHandler, type OperationRequest, type Schemas } from '../api/types';
import type { AppDeps } from '../deps';
import { findProfile, updateProfile, type ProfileChanges, type ProfileRow } from '../db/profile.repository';
import { findCountry, findProfession, findSpeciality } from '../db/registration-terms.repository';
import { badRequest, notFound } from '../errors';
import { discardPicture, resolvePicture } from '../members/profile-picture';
import { requireOwner } from '../members/require-member';
import type { HandlerMap } from './index';

export const PROFILE_SAVED = 'Your profile has been successfully updated.';
export const PROFESSIONAL_BLOCK_TOGETHER = 'Please fill in institution name, profession, speciality and country together';
export const DISTRIBUTOR_FIELDS_LOCKED = 'Your company name and country come from your invitation and cannot be changed here.';

type ProfileUpdate = Schemas['ProfileUpdate'];

const ROLE_LABELS: Record<string, string> = {
  authenticated: 'Authenticated user',
  professional: 'Healthcare Professional',
  distributor: 'Distributor',
};

/** Stored roles plus the user-type role, as `{id, label}`. */
function toRoles(row: ProfileRow): Schemas['Role'][] {
  const typeRole = row.userType === '1' ? 'professional' : 'distributor';
  const ids = [...new Set([...row.roles, typeRole])];
  return ids.map((id) => ({ id, label: ROLE_LABELS[id] ?? id }));
}

/** data[0] of getUserProfile: the professional or the distributor shape (spec §3). */
export function toProfile(row: ProfileRow): Schemas['ProfessionalProfile'] | Schemas['DistributorProfile'] {
  const common = { picture: row.picturePath, first_name: row.firstName, last_name: row.lastName, mail: row.mail };
  if (row.userType === '1') {
    return {
      ...common,
      institution_name: row.institutionName ?? '',
      specialty: { termid: row.specialtyTid ? String(row.specialtyTid) : '', name: row.specialtyName ?? '' },
      profession: { termid: row.professionTid ? String(row.professionTid) : '', name: row.professionName ?? '' },
      country: row.countryName ?? '',
      roles: toRoles(row),
    };
  }
  return { ...common, field_company_name: row.companyName ?? '', country: row.countryId ?? '', roles: toRoles(row) };
}

/** getUserProfile; the profile-save shape of updateUser is `saveProfile` below. */
export function createProfileHandlers({ db }: AppDeps): HandlerMap {
  return {
    getUserProfile: defineHandler('getUserProfile', async (request) => {
      const member = requireOwner(request, request.query['filter[uid]']);
      const row = await findProfile(db, member.uid);
      return { data: row ? [toProfile(row)] : [] };
    }),
  };
}

/** Checks the professional block: terms exist, the speciality belongs to the profession, the country exists. */
async function checkProfessionalFields(db: AppDeps['db'], body: ProfileUpdate): Promise<ProfileChanges['professional']> {
  const block = [body.field_institution_name, body.field_profession, body.field_specialty, body.field_country];
  // The contract's dependentRequired (all four or none) is a draft-2019 keyword the route's AJV skips.
  if (block.every((field) => field === undefined)) return undefined;
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

/**
 * The profile-save shape of updateUser (`field_picture`, names, and for professionals the
 * professional block). The email, user type, and a distributor's company and country never change.
 * A new picture replaces the old file, which is removed once the profile row points elsewhere.
 */
export async function saveProfile(
  { db, config }: AppDeps,
  request: OperationRequest<'updateUser'>,
): Promise<{ message: string }> {
  const body = request.body as ProfileUpdate;
  const member = requireOwner(request, request.params.uid);
  const current = await findProfile(db, member.uid);
  if (!current) throw notFound();
  const hasProfessionalBlock = [
    body.field_institution_name,
    body.field_profession,
    body.field_specialty,
    body.field_country,
  ].some((f) => f !== undefined);
  if (current.userType !== '1' && hasProfessionalBlock) throw badRequest(DISTRIBUTOR_FIELDS_LOCKED);
  const professional = current.userType === '1' ? await checkProfessionalFields(db, body) : undefined;

  const picture = await resolvePicture(config.dataDir, current.picturePath, body.field_picture.value);
  try {
    await updateProfile(db, member.uid, {
      firstName: body.field_first_name.value,
      lastName: body.field_last_name.value,
      picturePath: picture.path,
      professional,
    });
  } catch (error) {
    if (picture.newFile) await discardPicture(config.dataDir, picture.path);
    throw error;
  }
  if (picture.path !== current.picturePath) await discardPicture(config.dataDir, current.picturePath);
  return { message: PROFILE_SAVED };
}
