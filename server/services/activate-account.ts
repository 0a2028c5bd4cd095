import { FLOOD_RULES, assertFlood, registerFlood } from '../auth/flood-control';
import { hashToken } from '../auth/tokens';
import { consumeOneTimeToken, findOneTimeToken } from '../db/one-time-tokens.repository';
import { activateUser, findUserByUid } from '../db/users.repository';
import type { AppDeps } from '../deps';
import { HttpError, badRequest } from '../errors';
import { ACTIVATION_LIFETIME_MS } from './account-emails';
import { memberState } from './member-state';

const ACTIVATED = 'Your account has been activated. You can now log in.';
const ACTIVATION_INVALID = 'This activation link is invalid.';
const ACTIVATION_USED = 'This activation link has already been used. If your account is active, please log in.';
const ACTIVATION_EXPIRED = `This activation link has expired (links are valid for ${ACTIVATION_LIFETIME_MS / 3_600_000} hours). Use 'Forgot password?' on the login page to receive a new one.`;

/**
 * Follows an activation link (`/useractivation/...`). Every refused link counts against the
 * caller's IP, so the single-use tokens cannot be guessed by trying many.
 */
export async function activateAccount(
  deps: AppDeps,
  { uid, token }: { uid: number; token: string },
  ip: string,
): Promise<{ message: string }> {
  await assertFlood(deps, FLOOD_RULES.failedTokenIp, ip);
  try {
    await activate(deps, uid, token);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) await registerFlood(deps, FLOOD_RULES.failedTokenIp, ip);
    throw error;
  }
  return { message: ACTIVATED };
}

async function activate({ db, now }: AppDeps, uid: number, token: string): Promise<void> {
  const row = await findOneTimeToken(db, { purpose: 'activation', tokenHash: hashToken(token) });
  if (!row || row.uid !== uid) throw badRequest(ACTIVATION_INVALID);
  if (row.usedAt) throw badRequest(ACTIVATION_USED);
  if (row.expiresAt <= now()) throw badRequest(ACTIVATION_EXPIRED);
  if (!(await consumeOneTimeToken(db, row.id, now()))) throw badRequest(ACTIVATION_USED);
  const user = await findUserByUid(db, uid);
  if (!user || memberState(user) === 'blocked') throw badRequest(ACTIVATION_INVALID);
  await activateUser(db, uid, now());
}
