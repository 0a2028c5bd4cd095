import { assertCaptcha } from '../auth/captcha';
import type { ClientInfo } from '../auth/client-info';
import { FLOOD_RULES, clearFlood, floodWindows, judgeFloods, registerFlood, type FloodCheck } from '../auth/flood-control';
import { verifyDummyPassword, verifyPassword } from '../auth/passwords';
import type { FloodCount } from '../db/flood.repository';
import { lookUpSignIn } from '../db/sign-in-lookup.repository';
import type { UserRow } from '../db/users.repository';
import type { AppDeps } from '../deps';
import type { JobPayloads } from '../jobs/job-queue';
import { TooManyRequestsError, badRequest, forbidden } from '../errors';
import { memberState } from './member-state';

export const INVALID_LOGIN = 'Invalid email or password.';
const NOT_ACTIVATED = 'Your account is not activated yet. Please follow the link in the activation email.';
const BLOCKED = 'This account has been blocked. Please contact support.';

interface Credentials {
  name: string;
  pass: string;
  captcha?: string;
}

/** The active account whose password matched, and whether this very browser signed in to it before. */
export interface CheckedCredentials {
  user: UserRow;
  /** A trusted success in the account's history had exactly this user agent (warn-of-new-browser.ts). */
  knownBrowser: boolean;
}

/**
 * The sign-in rules members and editors share: the failed-login limits (per IP and per account),
 * the captcha, then the password (hashed under the hashing limit). A wrong password and an unknown
 * account look and take alike. Every attempt on an existing account past the captcha (and every
 * lockout) goes into its sign-in history. The limits, the account and its known browser are read
 * in one statement (sign-in-lookup.repository.ts). Returns the active account whose password
 * matched; the caller decides whether that kind of account may sign in there.
 */
export async function checkCredentials(
  deps: AppDeps,
  { name, pass, captcha }: Credentials,
  client: ClientInfo,
): Promise<CheckedCredentials> {
  const { db, config } = deps;
  const { ip } = client;
  const account = name.toLowerCase();
  const at = deps.now();
  const limits = [
    [FLOOD_RULES.failedLoginIp, ip],
    [FLOOD_RULES.failedLoginAccount, account],
  ] as const;
  const { floods, user, knownBrowser } = await lookUpSignIn(db, {
    mail: name,
    userAgent: client.userAgent,
    floodWindows: floodWindows(limits, at),
    now: at,
  });
  const failedBefore = await assertNotLockedOut(deps, { limits, floods, at }, user, client);
  await assertCaptcha(config, captcha, ip);
  const isValid = user ? await verifyPassword(user.passHash, pass) : await verifyDummyPassword(pass);
  if (!user || !isValid) {
    // Keyed by the lower-cased email, so unknown accounts are limited alike (no account oracle).
    await registerFlood(deps, FLOOD_RULES.failedLoginIp, ip);
    await registerFlood(deps, FLOOD_RULES.failedLoginAccount, account);
    if (user) recordAttempt(deps, user.uid, 'wrong_password', client);
    throw badRequest(INVALID_LOGIN);
  }
  const state = memberState(user);
  if (state === 'blocked') {
    recordAttempt(deps, user.uid, 'blocked', client);
    throw forbidden(BLOCKED);
  }
  if (state !== 'active') {
    recordAttempt(deps, user.uid, 'not_activated', client);
    throw forbidden(NOT_ACTIVATED);
  }
  // Nothing to forget on the usual sign-in: one statement fewer.
  if (failedBefore > 0) await clearFlood(db, FLOOD_RULES.failedLoginAccount, account);
  return { user, knownBrowser };
}

/**
 * The failed-login limits (per IP, then per account) over the counts read; a lockout of an existing
 * account is recorded in its history. Answers the account's failed logins in its window.
 */
async function assertNotLockedOut(
  deps: AppDeps,
  { limits, floods, at }: { limits: readonly FloodCheck[]; floods: FloodCount[]; at: Date },
  user: UserRow | null,
  client: ClientInfo,
): Promise<number> {
  try {
    return judgeFloods(deps, limits, floods, at)[1]!;
  } catch (error) {
    if (error instanceof TooManyRequestsError && user) recordAttempt(deps, user.uid, 'locked_out', client);
    throw error;
  }
}

/**
 * The attempt in the account's history, written after the answer (the job `sign-in.record`), so
 * the answer does the same work for an existing account as for an unknown email.
 */
function recordAttempt(deps: AppDeps, uid: number, outcome: JobPayloads['sign-in.record']['outcome'], client: ClientInfo): void {
  deps.jobs.enqueue('sign-in.record', {
    uid,
    outcome,
    userAgent: client.userAgent,
    ipPrefix: client.ipPrefix,
    at: deps.now().toISOString(),
  });
}
