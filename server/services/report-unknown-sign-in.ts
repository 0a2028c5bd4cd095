import type { ClientInfo } from '../auth/client-info';
import { FLOOD_RULES, assertFlood, registerFlood } from '../auth/flood-control';
import { hashToken } from '../auth/tokens';
import { consumeOneTimeToken, findOneTimeToken } from '../db/one-time-tokens.repository';
import { findUserByUid } from '../db/users.repository';
import type { AppDeps } from '../deps';
import { HttpError, badRequest } from '../errors';
import { endAllSessions } from './end-sessions';
import { recordSignIn } from './record-sign-in';

export const NOT_ME_INVALID =
  "This link is invalid or has already been used. To secure your account, use 'Forgot password?' on the login page to set a new password.";
export const NOT_ME_EXPIRED =
  "This link has expired (it worked for 7 days). To secure your account, use 'Forgot password?' on the login page to set a new password.";
export const NOT_ME_REPORTED =
  'All sessions on your account have been ended. We have sent you an email with a link to set a new password.';

interface NotMeReport {
  /** The uid from the link (`/security/not-me/<uid>/<token>`). */
  uid: string;
  /** The single-use token from the link. */
  token: string;
}

/**
 * "This wasn't me" from a new-browser mail: in one transaction the link is spent, every session of
 * the account ends (the caller's too, if it is signed in) and the report joins the sign-in history;
 * then the usual password-reset mail is queued (the lost-password job, so the link is the normal
 * reset link). Every refused link counts against the caller's IP, like refused reset links.
 */
export async function reportUnknownSignIn(
  deps: AppDeps,
  { uid, token }: NotMeReport,
  client: ClientInfo,
): Promise<{ message: string }> {
  const { db, now } = deps;
  await assertFlood(deps, FLOOD_RULES.failedTokenIp, client.ip);
  try {
    const row = await findOneTimeToken(db, { purpose: 'not_me', tokenHash: hashToken(token) });
    if (!row || String(row.uid) !== uid || row.usedAt) throw badRequest(NOT_ME_INVALID);
    if (row.expiresAt <= now()) throw badRequest(NOT_ME_EXPIRED);
    const user = await findUserByUid(db, row.uid);
    if (!user) throw badRequest(NOT_ME_INVALID);
    const spent = await db.transaction(async (tx) => {
      // A concurrent report with the same link may have won: then nothing here happens.
      if (!(await consumeOneTimeToken(tx, row.id, now()))) return false;
      await endAllSessions({ ...deps, db: tx }, row.uid, 'reported_not_me');
      await recordSignIn({ db: tx, now }, row.uid, 'reported_not_me', client);
      return true;
    });
    if (!spent) throw badRequest(NOT_ME_INVALID);
    deps.jobs.enqueue('password-reset.mail', { mail: user.mail });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) await registerFlood(deps, FLOOD_RULES.failedTokenIp, client.ip);
    throw error;
  }
  return { message: NOT_ME_REPORTED };
}
