import type { ClientInfo } from '../auth/client-info';
import { FLOOD_RULES, assertFlood, registerFlood } from '../auth/flood-control';
import { assertPasswordAllowed } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { hashToken } from '../auth/tokens';
import { consumeOneTimeToken, findOneTimeToken } from '../db/one-time-tokens.repository';
import { setPasswordAndRevokeSessions } from '../db/users.repository';
import type { AppDeps } from '../deps';
import { HttpError, badRequest } from '../errors';
import { recordSignIn } from './record-sign-in';

const PASSWORD_UPDATED = 'Your password has been updated.';
const RESET_INVALID = 'This password reset link is invalid or has already been used. Please request a new one.';
const RESET_EXPIRED = 'This password reset link has expired. Please request a new one.';

interface PasswordReset {
  /** The uid from the reset link (`/resetpassword/reset/<uid>/<token>`). */
  name: string;
  /** The single-use token from the reset link. */
  tempPass: string;
  newPass: string;
}

/**
 * Sets a new password from a reset link and ends every session of the account (listed in its
 * sign-in history). Every refused link counts against the caller's IP, so the single-use tokens
 * cannot be guessed by trying many.
 */
export async function resetPassword(
  deps: AppDeps,
  { name, tempPass, newPass }: PasswordReset,
  client: ClientInfo,
): Promise<{ message: string }> {
  const { db, now } = deps;
  const { ip } = client;
  await assertFlood(deps, FLOOD_RULES.failedTokenIp, ip);
  // Before the link is looked at: a refused password neither spends the link nor counts as a bad one.
  assertPasswordAllowed(newPass);
  try {
    const row = await findOneTimeToken(db, { purpose: 'reset', tokenHash: hashToken(tempPass) });
    if (!row || String(row.uid) !== name || row.usedAt) throw badRequest(RESET_INVALID);
    if (row.expiresAt <= now()) throw badRequest(RESET_EXPIRED);
    if (!(await consumeOneTimeToken(db, row.id, now()))) throw badRequest(RESET_INVALID);
    const passHash = await hashPassword(newPass);
    await setPasswordAndRevokeSessions(db, { uid: row.uid, passHash, now: now() });
    await recordSignIn(deps, row.uid, 'password_reset', client);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) await registerFlood(deps, FLOOD_RULES.failedTokenIp, ip);
    throw error;
  }
  return { message: PASSWORD_UPDATED };
}
