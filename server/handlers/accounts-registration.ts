import { defineHandler } from '../api/types';
import { ACTIVATION_LIFETIME_MS, sendActivationEmail } from '../auth/account-emails';
import { assertCaptcha } from '../auth/captcha';
import { FLOOD_RULES, assertFlood, registerFloodRule } from '../auth/flood-control';
import { hashPassword } from '../auth/passwords';
import { EMAIL_TAKEN, INVITATION_INVALID, checkRegistration, normaliseRegistration } from '../auth/registration';
import { hashToken } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { consumeInvitation } from '../db/invitations.repository';
import { consumeOneTimeToken, findOneTimeToken } from '../db/one-time-tokens.repository';
import { activateUser, findUserByUid, insertUser, isEmailTaken, type UserRow } from '../db/users.repository';
import { HttpError, badRequest, forbidden } from '../errors';
import type { HandlerMap } from './index';

export const REGISTERED = 'Registration successful. Please check your email and follow the link to activate your account.';
export const ACTIVATED = 'Your account has been activated. You can now log in.';
export const ACTIVATION_INVALID = 'This activation link is invalid.';
export const ACTIVATION_USED = 'This activation link has already been used. If your account is active, please log in.';
export const ACTIVATION_EXPIRED = `This activation link has expired (links are valid for ${ACTIVATION_LIFETIME_MS / 3_600_000} hours). Use 'Forgot password?' on the login page to receive a new one.`;

/** registerUser, confirmRegistration, checkEmailAvailability. */
export function createRegistrationHandlers(deps: AppDeps): HandlerMap {
  const { db, config } = deps;
  return {
    registerUser: defineHandler('registerUser', async (request) => {
      await assertFlood(deps, FLOOD_RULES.registrationIp, request.ip, deps.now());
      const fields = normaliseRegistration(request.body);
      await assertCaptcha(config, fields.captcha, request.ip);
      const checked = await checkRegistration(deps, fields);
      const passHash = await hashPassword(fields.pass);
      const user = await db.transaction(async (tx) => {
        const row = await insertUser(tx, {
          mail: fields.mail,
          passHash,
          status: 'blocked',
          userType: checked.userType,
          nameTitle: fields.field_name_title ?? '',
          firstName: fields.field_first_name,
          lastName: fields.field_last_name,
          institutionName: checked.userType === '1' ? fields.field_institution_name : null,
          professionTid: checked.userType === '1' ? Number(fields.field_profession) : null,
          specialtyTid: checked.userType === '1' ? Number(fields.field_specialty) : null,
          companyName: checked.userType === '2' ? fields.field_company_name : null,
          countryId: checked.countryId,
          createdAt: deps.now(),
        });
        if (!row) throw badRequest(EMAIL_TAKEN);
        if (checked.invitationJti && !(await consumeInvitation(tx, checked.invitationJti, deps.now())))
          throw forbidden(INVITATION_INVALID);
        return row;
      });
      await registerFloodRule(db, FLOOD_RULES.registrationIp, request.ip, deps.now());
      await sendActivationEmail(deps, user);
      return { uid: String(user.uid), message: REGISTERED };
    }),

    confirmRegistration: defineHandler('confirmRegistration', async (request, reply) => {
      await assertFlood(deps, FLOOD_RULES.failedTokenIp, request.ip, deps.now(), reply);
      try {
        await activate(deps, Number(request.params.id), request.params.token);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500)
          await registerFloodRule(db, FLOOD_RULES.failedTokenIp, request.ip, deps.now());
        throw error;
      }
      return { message: ACTIVATED };
    }),

    checkEmailAvailability: defineHandler('checkEmailAvailability', async (request, reply) => {
      await assertFlood(deps, FLOOD_RULES.emailCheckIp, request.ip, deps.now(), reply);
      await registerFloodRule(db, FLOOD_RULES.emailCheckIp, request.ip, deps.now());
      const { email } = request.params;
      return (await isEmailTaken(db, email)) ? [{ mail: email }] : [];
    }),
  };
}

async function activate({ db, now }: AppDeps, uid: number, token: string): Promise<UserRow> {
  const row = await findOneTimeToken(db, { purpose: 'activation', tokenHash: hashToken(token) });
  if (!row || row.uid !== uid) throw badRequest(ACTIVATION_INVALID);
  if (row.usedAt) throw badRequest(ACTIVATION_USED);
  if (row.expiresAt <= now()) throw badRequest(ACTIVATION_EXPIRED);
  if (!(await consumeOneTimeToken(db, row.id, now()))) throw badRequest(ACTIVATION_USED);
  const user = await findUserByUid(db, uid);
  if (!user) throw badRequest(ACTIVATION_INVALID);
  await activateUser(db, uid, now());
  return user;
}
