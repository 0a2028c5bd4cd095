import { defineHandler, type Schemas } from '../api/types';
import { assertCaptcha } from '../auth/captcha';
import { FLOOD_RULES, assertFlood, clearFlood, registerFloodRule } from '../auth/flood-control';
import { verifyDummyPassword, verifyPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import type { AppDeps } from '../deps';
import { createSession, findSessionById, revokeSession } from '../db/sessions.repository';
import { findUserByEmail, type UserRow } from '../db/users.repository';
import { badRequest, forbidden, unauthorized } from '../errors';
import type { HandlerMap } from './index';

export const INVALID_LOGIN = 'Invalid email or password.';
export const NOT_ACTIVATED = 'Your account is not activated yet. Please follow the link in the activation email.';

/** getCsrfToken, loginUser, logoutUser. */
export function createLoginHandlers(deps: AppDeps): HandlerMap {
  const { db, config } = deps;
  return {
    // Anonymous calls get a fresh random token (there is no cookie session to bind it to); the
    // token that protects logout is the session's own csrf_token from the login response.
    getCsrfToken: defineHandler('getCsrfToken', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(newToken()),
    ),

    loginUser: defineHandler('loginUser', async (request, reply) => {
      const { name, pass, captcha } = request.body;
      const account = name.toLowerCase();
      await assertFlood(deps, FLOOD_RULES.failedLoginIp, request.ip, deps.now(), reply);
      await assertFlood(deps, FLOOD_RULES.failedLoginAccount, account, deps.now(), reply);
      await assertCaptcha(config, captcha, request.ip);
      const user = await findUserByEmail(db, name);
      const isValid = user ? await verifyPassword(user.passHash, pass) : await verifyDummyPassword(pass);
      if (!user || !isValid) {
        // Keyed by the lower-cased email, so unknown accounts are limited alike (no account oracle).
        await registerFloodRule(db, FLOOD_RULES.failedLoginIp, request.ip, deps.now());
        await registerFloodRule(db, FLOOD_RULES.failedLoginAccount, account, deps.now());
        throw badRequest(INVALID_LOGIN);
      }
      if (user.status !== 'active') throw forbidden(NOT_ACTIVATED);
      await clearFlood(db, { event: FLOOD_RULES.failedLoginAccount.event, identifier: account });
      return startSession(deps, user);
    }),

    logoutUser: defineHandler('logoutUser', async (request, reply) => {
      const member = request.member;
      if (!member) throw unauthorized();
      const session = await findSessionById(db, member.sessionId);
      if (!session) throw unauthorized();
      if (hashToken(request.query.token) !== session.logoutTokenHash) throw forbidden('Invalid logout token.');
      if (hashToken(request.headers['x-csrf-token']) !== session.csrfTokenHash) throw forbidden('Invalid CSRF token.');
      await revokeSession(db, session.id, deps.now());
      return reply.code(204).send();
    }),
  };
}

async function startSession({ db, now }: AppDeps, user: UserRow): Promise<Schemas['LoginResponse']> {
  const accessToken = newToken();
  const logoutToken = newToken();
  const csrfToken = newToken();
  await createSession(db, {
    uid: user.uid,
    accessTokenHash: hashToken(accessToken),
    logoutTokenHash: hashToken(logoutToken),
    csrfTokenHash: hashToken(csrfToken),
    now: now(),
  });
  return {
    current_user: { uid: String(user.uid), name: user.mail },
    csrf_token: csrfToken,
    logout_token: logoutToken,
    access_token: accessToken,
    user_extra_details: {
      uuid: user.uuid,
      user_type: user.userType,
      first_name: user.firstName,
      last_name: user.lastName,
      user_picture: user.picturePath,
    },
  };
}
