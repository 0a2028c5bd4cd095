import { assertCaptcha } from '../auth/captcha';
import type { ClientInfo } from '../auth/client-info';
import { FLOOD_RULES, assertFloods, clearFlood, registerFlood } from '../auth/flood-control';
import { verifyDummyPassword, verifyPassword } from '../auth/passwords';
import { findUserByEmail, type UserRow } from '../db/users.repository';
import type { AppDeps } from '../deps';
import { TooManyRequestsError, badRequest, forbidden } from '../errors';
import { memberState } from './member-state';
import { recordSignIn } from './record-sign-in';

export const INVALID_LOGIN = 'Invalid email or password.';
const NOT_ACTIVATED = 'Your account is not activated yet. Please follow the link in the activation email.';
const BLOCKED = 'This account has been blocked. Please contact support.';

interface Credentials {
  name: string;
  pass: string;
  captcha?: string;
}

/**
 * The sign-in rules members and editors share: the failed-login limits (per IP and per account),
 * the captcha, then the password (hashed under the hashing limit). A wrong password and an unknown
 * account look and take alike. Every attempt on an existing account past the captcha (and every
 * lockout) goes into its sign-in history. Returns the active account whose password matched; the
 * caller decides whether that kind of account may sign in there.
 */
export async function checkCredentials(
  deps: AppDeps,
  { name, pass, captcha }: Credentials,
  client: ClientInfo,
): Promise<UserRow> {
  const { db, config } = deps;
  const { ip } = client;
  const account = name.toLowerCase();
  const failedBefore = await assertNotLockedOut(deps, name, client);
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
  const state = memberState(user);
  if (state === 'blocked') {
    await recordSignIn(deps, user.uid, 'blocked', client);
    throw forbidden(BLOCKED);
  }
  if (state !== 'active') {
    await recordSignIn(deps, user.uid, 'not_activated', client);
    throw forbidden(NOT_ACTIVATED);
  }
  // Nothing to forget on the usual sign-in: one statement fewer.
  if (failedBefore > 0) await clearFlood(db, FLOOD_RULES.failedLoginAccount, account);
  return user;
}

/**
 * The failed-login limits (per IP, then per account, in one statement); a lockout of an existing
 * account is recorded in its history. Answers the account's failed logins in its window.
 */
async function assertNotLockedOut(deps: AppDeps, name: string, client: ClientInfo): Promise<number> {
  try {
    const [, accountFailures] = await assertFloods(deps, [
      [FLOOD_RULES.failedLoginIp, client.ip],
      [FLOOD_RULES.failedLoginAccount, name.toLowerCase()],
    ]);
    return accountFailures!;
  } catch (error) {
    if (error instanceof TooManyRequestsError) {
      const user = await findUserByEmail(deps.db, name);
      if (user) await recordSignIn(deps, user.uid, 'locked_out', client);
    }
    throw error;
  }
}
