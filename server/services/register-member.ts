import type { Body, Schemas } from '../api/types';
import { assertCaptcha } from '../auth/captcha';
import { FLOOD_RULES, assertFlood, registerFlood } from '../auth/flood-control';
import { hashPassword } from '../auth/passwords';
import { consumeInvitation } from '../db/invitations.repository';
import { insertUser } from '../db/users.repository';
import type { AppDeps } from '../deps';
import { badRequest, forbidden } from '../errors';
import { issueActivationLink, mailActivationLink } from './account-emails';
import { acceptCurrentVersions } from './consent-records';
import { EMAIL_TAKEN, INVITATION_INVALID, checkRegistration, normaliseRegistration } from './check-registration';

const REGISTERED = 'Registration successful. Please check your email and follow the link to activate your account.';

/**
 * Registers a professional, or a distributor with their invitation: the account stays blocked
 * until the emailed activation link is followed. The user row, its activation token and the spent
 * invitation are one transaction: an invitation is never used up by a registration that did not
 * happen, and a crash cannot leave a user without an activation token (who could never activate
 * and whose email would stay taken). The acceptance of the legal pages' current versions is stored
 * in the same transaction.
 */
export async function registerMember(
  deps: AppDeps,
  body: Body<'registerUser'>,
  ip: string,
): Promise<Schemas['RegistrationResult']> {
  const { db, config, now } = deps;
  await assertFlood(deps, FLOOD_RULES.registrationIp, ip);
  await assertFlood(deps, FLOOD_RULES.registrationAttemptIp, ip);
  await registerFlood(deps, FLOOD_RULES.registrationAttemptIp, ip);
  const fields = normaliseRegistration(body);
  await assertCaptcha(config, fields.captcha, ip);
  const checked = await checkRegistration(deps, fields);
  const passHash = await hashPassword(fields.pass);
  const isProfessional = checked.userType === '1';
  const { user, link } = await db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      mail: fields.mail,
      passHash,
      status: 'blocked',
      userType: checked.userType,
      nameTitle: fields.field_name_title ?? '',
      firstName: fields.field_first_name,
      lastName: fields.field_last_name,
      institutionName: isProfessional ? fields.field_institution_name : null,
      professionTid: isProfessional ? Number(fields.field_profession) : null,
      specialtyTid: isProfessional ? Number(fields.field_specialty) : null,
      companyName: isProfessional ? null : fields.field_company_name,
      countryId: checked.countryId,
      createdAt: now(),
    });
    if (!row) throw badRequest(EMAIL_TAKEN);
    if (checked.invitationJti && !(await consumeInvitation(tx, checked.invitationJti, now())))
      throw forbidden(INVITATION_INVALID);
    // The form's consent boxes accept the legal pages as they are now.
    await acceptCurrentVersions(tx, row.uid, now());
    return { user: row, link: await issueActivationLink(tx, config.publicUrl, row.uid, now()) };
  });
  await registerFlood(deps, FLOOD_RULES.registrationIp, ip);
  await mailActivationLink(deps, user, link);
  return { uid: String(user.uid), message: REGISTERED };
}
