import type { FastifyReply } from 'fastify';
import { defineHandler, type OperationRequest } from '../api/types';
import { sendActivationEmail, sendResetEmail } from '../auth/account-emails';
import { FLOOD_RULES, assertFlood, registerFloodRule } from '../auth/flood-control';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hashToken } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { consumeOneTimeToken, findOneTimeToken } from '../db/one-time-tokens.repository';
import { findUserByEmail, findUserByUid, setPasswordAndRevokeSessions } from '../db/users.repository';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../errors';
import type { HandlerMap } from './index';
import { saveProfile } from './members-profile';
import { saveSettings } from './members-settings';

export const RESET_SENT = 'Further instructions have been sent to your email address.';
export const PASSWORD_UPDATED = 'Your password has been updated.';
export const RESET_INVALID = 'This password reset link is invalid or has already been used. Please request a new one.';
export const RESET_EXPIRED = 'This password reset link has expired. Please request a new one.';
export const OLD_PASSWORD_WRONG = 'Your old password is incorrect.';
export const PASSWORD_CHANGED = 'Your password has been changed.';

/** requestPasswordReset, resetPassword and the password-change shape of updateUser. */
export function createPasswordHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  return {
    requestPasswordReset: defineHandler('requestPasswordReset', async (request, reply) => {
      const account = request.body.mail.toLowerCase();
      await assertFlood(deps, FLOOD_RULES.passwordRequestIp, request.ip, deps.now(), reply);
      await assertFlood(deps, FLOOD_RULES.passwordRequestAccount, account, deps.now(), reply);
      await registerFloodRule(db, FLOOD_RULES.passwordRequestIp, request.ip, deps.now());
      await registerFloodRule(db, FLOOD_RULES.passwordRequestAccount, account, deps.now());
      const user = await findUserByEmail(db, request.body.mail);
      // Not yet activated: a reset would not let them in, so the activation link is sent again.
      if (user?.status === 'active') await sendResetEmail(deps, user);
      else if (user) await sendActivationEmail(deps, user);
      return { message: RESET_SENT };
    }),

    resetPassword: defineHandler('resetPassword', async (request, reply) => {
      await assertFlood(deps, FLOOD_RULES.failedTokenIp, request.ip, deps.now(), reply);
      const { name, temp_pass: tempPass, new_pass: newPass } = request.body;
      try {
        const row = await findOneTimeToken(db, { purpose: 'reset', tokenHash: hashToken(tempPass) });
        if (!row || String(row.uid) !== name || row.usedAt) throw badRequest(RESET_INVALID);
        if (row.expiresAt <= deps.now()) throw badRequest(RESET_EXPIRED);
        if (!(await consumeOneTimeToken(db, row.id, deps.now()))) throw badRequest(RESET_INVALID);
        const passHash = await hashPassword(newPass);
        await setPasswordAndRevokeSessions(db, { uid: row.uid, passHash, now: deps.now() });
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 400)
          await registerFloodRule(db, FLOOD_RULES.failedTokenIp, request.ip, deps.now());
        throw error;
      }
      return { message: PASSWORD_UPDATED };
    }),

    // One operation, three body shapes: the members handlers own the profile and settings shapes.
    updateUser: defineHandler('updateUser', async (request, reply) => {
      if ('field_email_notification' in request.body) return saveSettings(deps, request);
      if ('field_first_name' in request.body) return saveProfile(deps, request);
      return changePassword(deps, request, reply);
    }),
  };
}

/** The password-change shape of updateUser (`pass: [{existing, value}]`); updateUser dispatches here. */
export async function changePassword(
  deps: AppDeps,
  request: OperationRequest<'updateUser'>,
  reply: FastifyReply,
): Promise<{ message: string }> {
  const { db, now } = deps;
  const { body } = request;
  if (!('pass' in body)) throw badRequest('The request does not change a password.');
  const member = request.member;
  if (!member) throw unauthorized();
  if (String(member.uid) !== request.params.uid) throw forbidden();
  const user = await findUserByUid(db, member.uid);
  if (!user) throw notFound();
  const account = user.mail.toLowerCase();
  // A stolen session must not turn into an unlimited password oracle: wrong old passwords count as failed logins.
  await assertFlood(deps, FLOOD_RULES.failedLoginAccount, account, now(), reply);
  const [change] = body.pass;
  if (!change || !(await verifyPassword(user.passHash, change.existing))) {
    await registerFloodRule(db, FLOOD_RULES.failedLoginAccount, account, now());
    throw badRequest(OLD_PASSWORD_WRONG);
  }
  const passHash = await hashPassword(change.value);
  await setPasswordAndRevokeSessions(db, { uid: user.uid, passHash, now: now(), keepSessionId: member.sessionId });
  return { message: PASSWORD_CHANGED };
}
