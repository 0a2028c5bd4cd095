import type { ClientInfo } from '../auth/client-info';
import { FLOOD_RULES, assertFloods, clearFlood, registerFlood } from '../auth/flood-control';
import { decryptTotpSecret, hashRecoveryCode, totpStepOf } from '../auth/second-factor-secrets';
import { hashToken, newToken } from '../auth/tokens';
import { consumeOneTimeToken, findOneTimeToken, insertOneTimeToken } from '../db/one-time-tokens.repository';
import { findTotp, hasActiveSecondFactor, spendRecoveryCode, spendTotpStep } from '../db/second-factors.repository';
import type { SignInFactor } from '../db/sign-in-events.repository';
import { findUserByUid, type UserRow } from '../db/users.repository';
import type { AppDeps } from '../deps';
import { HttpError, badRequest } from '../errors';
import { memberState } from './member-state';
import { WRONG_CODE, secondFactorLimits } from './second-factors';

/** How long the password step's ticket works for the second step, and how often (once). */
export const SECOND_FACTOR_TICKET_LIFETIME_MS = 5 * 60 * 1000;

export const SECOND_FACTOR_REQUIRED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
const TICKET_INVALID = 'This sign-in has expired or was already completed. Please sign in again with your password.';
const ONE_CODE = 'Please enter the code from your authenticator app or one of your recovery codes.';

/** The methods the second step takes today (passkeys come in a later part). */
const METHODS = ['totp', 'recovery_code'] as const;

/**
 * After a right password (check-credentials.ts): when the account has an active second factor,
 * no session is opened. Throws the contract's 401 `SecondFactorRequired` with a fresh ticket
 * (256 bits, only its hash stored, single use, 5 minutes), which the second step takes with a code.
 */
export async function requireSecondFactorIfSet(deps: Pick<AppDeps, 'db' | 'now'>, user: UserRow): Promise<void> {
  if (!(await hasActiveSecondFactor(deps.db, user.uid))) return;
  const ticket = newToken();
  const at = deps.now();
  await insertOneTimeToken(deps.db, {
    uid: user.uid,
    purpose: 'second_factor',
    tokenHash: hashToken(ticket),
    expiresAt: new Date(at.getTime() + SECOND_FACTOR_TICKET_LIFETIME_MS),
    now: at,
  });
  throw new HttpError(401, SECOND_FACTOR_REQUIRED, {
    second_factor_required: true,
    ticket,
    methods: [...METHODS],
    expires_in: SECOND_FACTOR_TICKET_LIFETIME_MS / 1000,
  });
}

interface SecondStep {
  ticket: string;
  totp_code?: string;
  recovery_code?: string;
}

/**
 * The second step of a sign-in: the ticket of the password step plus a code from the
 * authenticator (accepted once: its time step must be newer than the last one accepted) or an
 * unused recovery code (spent). Wrong codes count per account and per IP (429 with Retry-After
 * past the limit) and join the history as `wrong_second_factor`; the ticket survives them until it
 * expires. `audience` is the login the ticket came from: a member's ticket does not open an
 * editor session, nor the other way round. Answers the account and the factor used; the caller
 * opens the session as the password login does.
 */
export async function checkSecondFactor(
  deps: AppDeps,
  { ticket, totp_code: code, recovery_code: recoveryCode }: SecondStep,
  client: ClientInfo,
  audience: 'member' | 'editor',
): Promise<{ user: UserRow; factor: SignInFactor }> {
  const { db, now } = deps;
  const at = now();
  const row = await findOneTimeToken(db, { purpose: 'second_factor', tokenHash: hashToken(ticket) });
  const user = row && !row.usedAt && row.expiresAt > at ? await findUserByUid(db, row.uid) : null;
  const rightAudience = user && (user.userType === null) === (audience === 'editor');
  if (!row || !user || !rightAudience || memberState(user) !== 'active') {
    await registerFlood(deps, FLOOD_RULES.failedTokenIp, client.ip);
    throw badRequest(TICKET_INVALID, 'ticket');
  }
  if ((code === undefined) === (recoveryCode === undefined)) throw badRequest(ONE_CODE);
  const limits = secondFactorLimits(user.uid, client.ip);
  const [, failedBefore] = await assertFloods(deps, limits);
  const factor: SignInFactor = code !== undefined ? 'totp' : 'recovery_code';
  const accepted =
    code !== undefined
      ? await acceptTotpCode(deps, user.uid, code, at)
      : await spendRecoveryCode(db, { uid: user.uid, codeHash: hashRecoveryCode(recoveryCode!), now: at });
  if (!accepted) {
    for (const [rule, id] of limits) await registerFlood(deps, rule, id);
    deps.jobs.enqueue('sign-in.record', {
      uid: user.uid,
      outcome: 'wrong_second_factor',
      userAgent: client.userAgent,
      ipPrefix: client.ipPrefix,
      at: at.toISOString(),
    });
    throw badRequest(WRONG_CODE, factor === 'totp' ? 'totp_code' : 'recovery_code');
  }
  if (!(await consumeOneTimeToken(db, row.id, at))) throw badRequest(TICKET_INVALID, 'ticket');
  if ((failedBefore ?? 0) > 0) await clearFlood(db, FLOOD_RULES.failedSecondFactorAccount, `uid:${user.uid}`);
  return { user, factor };
}

/** A code of the account's active authenticator whose step was not accepted before (replay refused). */
async function acceptTotpCode(deps: Pick<AppDeps, 'db' | 'secrets'>, uid: number, code: string, at: Date): Promise<boolean> {
  const row = await findTotp(deps.db, uid);
  if (!row?.secret) return false;
  const step = totpStepOf(decryptTotpSecret(deps.secrets, row.secret), code, at);
  return step !== null && (await spendTotpStep(deps.db, { uid, step, now: at }));
}
