import type { Schemas } from '../api/types';
import { assertCaptcha } from '../auth/captcha';
import type { ClientInfo } from '../auth/client-info';
import { FLOOD_RULES, assertFlood, clearFlood, registerFlood } from '../auth/flood-control';
import { verifyDummyPassword, verifyPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import { createSession } from '../db/sessions.repository';
import { findUserByEmail, type UserRow } from '../db/users.repository';
import type { AppDeps } from '../deps';
import { TooManyRequestsError, badRequest, forbidden } from '../errors';
import { recordSignIn } from './record-sign-in';
import { isNewBrowser, queueNewBrowserMail } from './warn-of-new-browser';

const INVALID_LOGIN = 'Invalid email or password.';
const NOT_ACTIVATED = 'Your account is not activated yet. Please follow the link in the activation email.';

/**
 * Checks the credentials under the failed-login limits (per IP and per account) and the captcha,
 * then opens a session. A wrong password and an unknown account look and take alike. Every
 * attempt on an existing account past the captcha (and every lockout) goes into its sign-in history.
 * A success from a browser new to the account mails the member (warn-of-new-browser.ts).
 */
export async function logIn(
  deps: AppDeps,
  { name, pass, captcha }: Schemas['LoginRequest'],
  client: ClientInfo,
): Promise<Schemas['LoginResponse']> {
  const { db, config } = deps;
  const { ip } = client;
  const account = name.toLowerCase();
  await assertNotLockedOut(deps, name, client);
  await assertCaptcha(config, captcha, ip);
  const user = await findUserByEmail(db, name);
  const isValid = user ? await verifyPassword(user.passHash, pass) : await verifyDummyPassword(pass);
  if (!user || !isValid) {
    // Keyed by the lower-cased email, so unknown accounts are limited alike (no account oracle).
    await registerFlood(deps, FLOOD_RULES.failedLoginIp, ip);
    await registerFlood(deps, FLOOD_RULES.failedLoginAccount, account);
    if (user) await recordSignIn(deps, user.uid, 'wrong_password', client);
    throw badRequest(INVALID_LOGIN);
  }
  if (user.status !== 'active') {
    await recordSignIn(deps, user.uid, 'not_activated', client);
    throw forbidden(NOT_ACTIVATED);
  }
  await clearFlood(db, FLOOD_RULES.failedLoginAccount, account);
  // Decided before this sign-in opens its session and joins the history; the mail goes out after the answer.
  const fromNewBrowser = await isNewBrowser(deps, user.uid, client.userAgent);
  const response = await startSession(deps, user, client);
  await recordSignIn(deps, user.uid, 'success', client);
  if (fromNewBrowser) queueNewBrowserMail(deps, user.uid, client);
  return response;
}

/** The failed-login limits (per IP, per account); a lockout of an existing account is recorded in its history. */
async function assertNotLockedOut(deps: AppDeps, name: string, client: ClientInfo): Promise<void> {
  try {
    await assertFlood(deps, FLOOD_RULES.failedLoginIp, client.ip);
    await assertFlood(deps, FLOOD_RULES.failedLoginAccount, name.toLowerCase());
  } catch (error) {
    if (error instanceof TooManyRequestsError) {
      const user = await findUserByEmail(deps.db, name);
      if (user) await recordSignIn(deps, user.uid, 'locked_out', client);
    }
    throw error;
  }
}

async function startSession({ db, now }: AppDeps, user: UserRow, client: ClientInfo): Promise<Schemas['LoginResponse']> {
  const accessToken = newToken();
  const logoutToken = newToken();
  const csrfToken = newToken();
  await createSession(db, {
    uid: user.uid,
    accessTokenHash: hashToken(accessToken),
    logoutTokenHash: hashToken(logoutToken),
    csrfTokenHash: hashToken(csrfToken),
    userAgent: client.userAgent,
    ipPrefix: client.ipPrefix,
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
