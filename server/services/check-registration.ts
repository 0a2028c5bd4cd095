import type { Body, Schemas } from '../api/types';
import { contractMessage } from '../api/contract-schema';
import type { AppDeps } from '../deps';
import { findInvitationByJti } from '../db/invitations.repository';
import { findCountry, findProfession, findSpeciality } from '../db/registration-terms.repository';
import { isEmailTaken } from '../db/users.repository';
import { HttpError, badRequest, forbidden } from '../errors';
import { FLOOD_RULES, assertFlood, registerFlood } from '../auth/flood-control';
import { verifyInvitation } from '../auth/invitations';
import { assertPasswordAllowed } from '../auth/password-policy';

type RegistrationFields = Schemas['RegistrationFields'];
type RegistrationBody = Body<'registerUser'>;

export const EMAIL_TAKEN = 'This Email is already taken. Please try with another email.';
const INVITATION_ONLY = 'Distributor registration is by invitation only';
export const INVITATION_INVALID =
  'Your invitation link is invalid or has expired. Please reach out to your representative for a new one.';
const INVITATION_MISMATCH = 'The registration details do not match your invitation.';

/** Unwraps either wire shape (professional plain values, distributor `{value}` objects) to RegistrationFields. */
export function normaliseRegistration(body: RegistrationBody): RegistrationFields {
  const entries = Object.entries(body).map(([key, raw]) => {
    const value = raw !== null && typeof raw === 'object' && 'value' in raw ? (raw as { value: unknown }).value : raw;
    return [key, key === 'field_user_type' ? String(value) : value] as const;
  });
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as RegistrationFields;
}

/** The values a new account gets, after every rule and business check passed. */
interface CheckedRegistration {
  fields: RegistrationFields;
  userType: '1' | '2';
  countryId: string;
  /** The invitation's jti (distributors). */
  invitationJti?: string;
}

type CheckDeps = Pick<AppDeps, 'db' | 'secrets' | 'now' | 'config'>;

/**
 * Re-checks a normalised registration (see checkFields). Refusals count per email address, so
 * trying one address again and again (is it taken? which invitation values fit?) is limited even
 * when the tries come from many IP addresses.
 */
export async function checkRegistration(deps: CheckDeps, fields: RegistrationFields): Promise<CheckedRegistration> {
  // Only a well-formed address can be taken (and only such text may become a flood identifier).
  const isAddress = typeof fields.mail === 'string' && contractMessage('Email', fields.mail) === null;
  const account = isAddress ? fields.mail.toLowerCase() : '';
  if (account) await assertFlood(deps, FLOOD_RULES.registrationRefusedMail, account);
  try {
    return await checkFields(deps, fields);
  } catch (error) {
    if (account && error instanceof HttpError) await registerFlood(deps, FLOOD_RULES.registrationRefusedMail, account);
    throw error;
  }
}

/**
 * Every spec §5 rule (the contract's RegistrationFields with its messages), a password that is not
 * one of the most common ones, email still free, terms and country exist and fit, and for
 * distributors a valid, unused, unrevoked invitation whose STORED values equal the submitted read-only values.
 */
async function checkFields({ db, secrets, now }: CheckDeps, fields: RegistrationFields): Promise<CheckedRegistration> {
  const message = contractMessage('RegistrationFields', fields);
  if (message) throw badRequest(message);
  assertPasswordAllowed(fields.pass);
  if (await isEmailTaken(db, fields.mail)) throw badRequest(EMAIL_TAKEN);
  const country = await findCountry(db, fields.field_country);
  if (!country) throw badRequest('Please select your country.');

  if (fields.field_user_type === '1') {
    const profession = await findProfession(db, Number(fields.field_profession));
    if (!profession) throw badRequest('Please select your profession.');
    const speciality = await findSpeciality(db, Number(fields.field_specialty));
    if (!speciality || speciality.professionTid !== profession.tid) throw badRequest('Please select your speciality.');
    return { fields, userType: '1', countryId: country.id };
  }

  if (!fields.jwt) throw forbidden(INVITATION_ONLY);
  const check = await verifyInvitation(secrets.invitationKey, fields.jwt, now());
  if (!check.ok) throw forbidden(INVITATION_INVALID);
  // The stored row pins the claims: its current jti (a resend replaces it), not revoked, not used.
  const invitation = await findInvitationByJti(db, check.claims.jti);
  if (!invitation || invitation.usedAt || invitation.revokedAt || invitation.expiresAt <= now())
    throw forbidden(INVITATION_INVALID);
  const { claims } = check;
  const isMatch =
    invitation.email.toLowerCase() === fields.mail.toLowerCase() &&
    invitation.firstName === fields.field_first_name &&
    invitation.lastName === fields.field_last_name &&
    invitation.companyName === fields.field_company_name &&
    invitation.countryId === country.id;
  if (!isMatch) throw forbidden(INVITATION_MISMATCH);
  return { fields, userType: '2', countryId: country.id, invitationJti: claims.jti };
}
