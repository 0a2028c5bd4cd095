import type { Schemas } from '../api/types';
import type { ClientInfo } from '../auth/client-info';
import { FLOOD_RULES, assertFloods, registerFlood } from '../auth/flood-control';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpStepOf,
  totpUri,
} from '../auth/second-factor-secrets';
import {
  activatePendingTotp,
  deleteTotp,
  findTotp,
  recoveryCodeSummary,
  replaceRecoveryCodes,
  savePendingTotp,
} from '../db/second-factors.repository';
import { revokeOtherSessions } from '../db/sessions.repository';
import type { AppDeps } from '../deps';
import type { JobPayloads, SecondFactorChange } from '../jobs/job-queue';
import { secondFactorChangedMail } from '../mail/templates/second-factor-changed';
import { findUserByUid } from '../db/users.repository';
import { badRequest, conflict, notFound } from '../errors';
import { recordSignIn } from './record-sign-in';
import { newNotMeLink } from './warn-of-new-browser';

/** The signed-in account whose factors are managed: a member's or an editor's session. */
export interface FactorOwner {
  uid: number;
  sessionId: number;
  mail: string;
  /** Editors must keep a second factor (docs/second-factors.md): removing the last one is refused. */
  isEditor: boolean;
}

/** The one answer to a wrong, replayed or unknown code: it says only that the code is wrong. */
export const WRONG_CODE = 'That code is wrong. Please try again.';
const NO_PENDING_SETUP = 'There is no authenticator set-up to confirm. Please start the set-up again.';
const NO_AUTHENTICATOR = 'There is no authenticator app on this account.';
const EDITOR_LAST_FACTOR =
  'An editor account must keep a second factor, so this authenticator cannot be removed. Set up its replacement instead (start the set-up again): the new one takes over once confirmed.';
const TOTP_ADDED = 'Your authenticator app is set up. Save these recovery codes now: they are shown only once.';
const CODES_REGENERATED = 'New recovery codes are ready. The old ones no longer work. Save these now: they are shown only once.';
const TOTP_REMOVED = 'Your authenticator app has been removed. Signing in needs only your password again.';

/** Set-ups not confirmed within this time must be started again. */
export const PENDING_SETUP_LIFETIME_MS = 15 * 60 * 1000;

const unixSeconds = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : null);

/** The account's second factors with when each was set up and last used (never a secret). */
export async function listSecondFactors({ db }: Pick<AppDeps, 'db'>, owner: FactorOwner): Promise<Schemas['SecondFactorList']> {
  const totp = await findTotp(db, owner.uid);
  const codes = await recoveryCodeSummary(db, owner.uid);
  const factors: Schemas['SecondFactor'][] = [];
  if (totp?.secret)
    factors.push({ type: 'totp', created: unixSeconds(totp.activatedAt)!, last_used: unixSeconds(totp.lastUsedAt) });
  if (totp?.secret && codes)
    factors.push({
      type: 'recovery_codes',
      created: unixSeconds(codes.createdAt)!,
      last_used: unixSeconds(codes.lastUsedAt),
      remaining: codes.remaining,
    });
  return { factors, totp_setup_pending: Boolean(totp?.pendingSecret) };
}

/**
 * Starts an authenticator set-up: a fresh secret, stored encrypted and pending until a code from
 * it is confirmed. An active authenticator keeps working until then (this is how it is replaced).
 */
export async function startTotpSetup(deps: AppDeps, owner: FactorOwner): Promise<Schemas['TotpSetup']> {
  const secret = newTotpSecret();
  await savePendingTotp(deps.db, { uid: owner.uid, secret: encryptTotpSecret(deps.secrets, secret), now: deps.now() });
  return {
    secret,
    otpauth_uri: totpUri(secret, deps.config.productName, owner.mail),
    message: 'Add this key to your authenticator app, then enter the code it shows to finish.',
  };
}

/**
 * Confirms the pending set-up with a current code from it: the authenticator is active, ten new
 * recovery codes are made (shown once) and the account's other sessions end. Wrong codes count
 * under the second-factor flood limits.
 */
export async function confirmTotpSetup(
  deps: AppDeps,
  owner: FactorOwner,
  code: string,
  client: ClientInfo,
): Promise<Schemas['RecoveryCodes']> {
  const { db, now } = deps;
  const limits = secondFactorLimits(owner.uid, client.ip);
  await assertFloods(deps, limits);
  const row = await findTotp(db, owner.uid);
  const at = now();
  if (!row?.pendingSecret || !row.pendingAt || at.getTime() - row.pendingAt.getTime() > PENDING_SETUP_LIFETIME_MS)
    throw badRequest(NO_PENDING_SETUP);
  const step = totpStepOf(decryptTotpSecret(deps.secrets, row.pendingSecret), code, at);
  if (step === null) {
    for (const [rule, id] of limits) await registerFlood(deps, rule, id);
    throw badRequest(WRONG_CODE, 'totp_code');
  }
  const codes = newRecoveryCodes();
  const activated = await activatePendingTotp(db, {
    uid: owner.uid,
    pendingSecret: row.pendingSecret,
    step,
    now: at,
    codeHashes: codes.map(hashRecoveryCode),
  });
  if (!activated) throw badRequest(NO_PENDING_SETUP);
  await factorsChanged(deps, owner, 'totp_added', client);
  return { message: TOTP_ADDED, recovery_codes: codes };
}

/** Ten new recovery codes (the old ones stop working); only with an active authenticator. */
export async function regenerateRecoveryCodes(
  deps: AppDeps,
  owner: FactorOwner,
  client: ClientInfo,
): Promise<Schemas['RecoveryCodes']> {
  const row = await findTotp(deps.db, owner.uid);
  if (!row?.secret) throw conflict('Set up an authenticator app first: recovery codes come with it.', {});
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(deps.db, { uid: owner.uid, codeHashes: codes.map(hashRecoveryCode), now: deps.now() });
  await factorsChanged(deps, owner, 'recovery_codes_regenerated', client);
  return { message: CODES_REGENERATED, recovery_codes: codes };
}

/**
 * Removes the authenticator and its recovery codes. An editor's last factor is refused (409); a
 * later part adds passkeys, which then count as other factors.
 */
export async function removeTotp(deps: AppDeps, owner: FactorOwner, client: ClientInfo): Promise<Schemas['Message']> {
  const row = await findTotp(deps.db, owner.uid);
  if (!row?.secret && !row?.pendingSecret) throw notFound(NO_AUTHENTICATOR);
  if (owner.isEditor && row.secret) throw conflict(EDITOR_LAST_FACTOR, {});
  await deleteTotp(deps.db, owner.uid);
  // A set-up that was only pending changed nothing the account signs in with.
  if (row.secret) await factorsChanged(deps, owner, 'totp_removed', client);
  return { message: TOTP_REMOVED };
}

/** The flood limits of second-factor codes: per account (its uid) and per IP. */
export function secondFactorLimits(uid: number, ip: string) {
  return [
    [FLOOD_RULES.failedSecondFactorIp, ip],
    [FLOOD_RULES.failedSecondFactorAccount, `uid:${uid}`],
  ] as const;
}

/**
 * What every change of the factors does, as a password change does: the account's other sessions
 * end (`second_factor_changed`), the change joins the sign-in history, and a notice is mailed
 * (after the answer, job `second-factor.mail`).
 */
async function factorsChanged(deps: AppDeps, owner: FactorOwner, change: SecondFactorChange, client: ClientInfo): Promise<void> {
  const at = deps.now();
  await revokeOtherSessions(deps.db, {
    uid: owner.uid,
    keepId: owner.sessionId,
    now: at,
    idleMs: deps.config.sessionIdleMinutes * 60_000,
    reason: 'second_factor_changed',
  });
  await recordSignIn(deps, owner.uid, 'second_factor_changed', client);
  deps.jobs.enqueue('second-factor.mail', { uid: owner.uid, change, at: at.toISOString() });
}

/**
 * The queued half of a factor change (job `second-factor.mail`): the notice, with a fresh "This
 * wasn't me" link for members. Nothing for an account deleted or no longer active since.
 */
export async function mailSecondFactorChange(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now'>,
  { uid, change, at }: JobPayloads['second-factor.mail'],
): Promise<void> {
  const user = await findUserByUid(deps.db, uid);
  if (user?.status !== 'active') return;
  const isEditor = user.userType === null;
  const link = isEditor ? `${deps.config.publicUrl}/editor/login` : await newNotMeLink(deps, uid);
  await deps.mailer.send(
    secondFactorChangedMail(
      { to: user.mail, firstName: user.firstName, link, productName: deps.config.productName },
      { change, at: new Date(at), isEditor },
    ),
  );
}
