import type { ClientInfo } from '../auth/client-info';
import { hashToken, newToken } from '../auth/tokens';
import { browserFamily, describeUserAgent } from '../auth/user-agent';
import { insertOneTimeToken } from '../db/one-time-tokens.repository';
import { hasAnySession } from '../db/sessions.repository';
import { listSignInEvents, type SignInFactor } from '../db/sign-in-events.repository';
import { findUserByUid } from '../db/users.repository';
import type { AppDeps } from '../deps';
import type { JobPayloads } from '../jobs/job-queue';
import { newSignInMail, notMeLink } from '../mail/templates/new-sign-in';
import { SIGN_IN_HISTORY_SIZE } from './record-sign-in';

/** "This wasn't me" links work for 7 days and once. */
export const NOT_ME_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether a successful sign-in, about to be recorded, comes from a browser new to the account: no
 * earlier successful sign-in in its history had the same browser and system (names only, see
 * browserFamily). Only sign-ins after the newest "This wasn't me" report count as known, so a
 * reported browser is new again. The account's very first sign-in is never new (that is the member
 * right after activation); "first" means the account never had a session, because the history is
 * bounded and failed attempts could push every earlier success out of it. Call it before the
 * sign-in's session is opened, and only when the sign-in's lookup found no trusted success from
 * the very same user agent (checkCredentials' `knownBrowser`, the usual case, read with the account).
 */
export async function isNewBrowser({ db }: Pick<AppDeps, 'db'>, uid: number, userAgent: string): Promise<boolean> {
  const family = browserFamily(userAgent);
  const history = await listSignInEvents(db, uid, SIGN_IN_HISTORY_SIZE);
  const reported = history.findIndex((row) => row.outcome === 'reported_not_me');
  const trusted = reported < 0 ? history : history.slice(0, reported);
  if (trusted.some((row) => row.outcome === 'success' && browserFamily(row.userAgent) === family)) return false;
  return history.some((row) => row.outcome === 'success') || (await hasAnySession(db, uid));
}

/** Queues the new-browser mail: the login's answer neither waits for it nor fails with it. */
export function queueNewBrowserMail(
  { jobs, now }: Pick<AppDeps, 'jobs' | 'now'>,
  uid: number,
  client: Pick<ClientInfo, 'userAgent' | 'ipPrefix'>,
  factor: SignInFactor = 'password',
): void {
  jobs.enqueue('new-browser.mail', {
    uid,
    userAgent: client.userAgent,
    ipPrefix: client.ipPrefix,
    at: now().toISOString(),
    factor,
  });
}

/**
 * The queued half (job 'new-browser.mail'): a fresh single-use "This wasn't me" token (only its
 * hash is stored; earlier ones keep working, so an older mail's link still does) and the mail.
 * Nothing for an account deleted or blocked since.
 */
export async function mailNewBrowser(
  { db, mailer, config, now }: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'now'>,
  { uid, userAgent, ipPrefix, at, factor }: JobPayloads['new-browser.mail'],
): Promise<void> {
  const user = await findUserByUid(db, uid);
  if (user?.status !== 'active') return;
  const link = await newNotMeLink({ db, config, now }, uid);
  await mailer.send(
    newSignInMail(
      { to: user.mail, firstName: user.firstName, link, productName: config.productName },
      { ...describeUserAgent(userAgent), at: new Date(at), ipPrefix, factor: factor ?? 'password' },
    ),
  );
}

/** A fresh single-use "This wasn't me" link (only its token's hash is stored; earlier links keep working). */
export async function newNotMeLink({ db, config, now }: Pick<AppDeps, 'db' | 'config' | 'now'>, uid: number): Promise<string> {
  const token = newToken();
  const issuedAt = now();
  await insertOneTimeToken(db, {
    uid,
    purpose: 'not_me',
    tokenHash: hashToken(token),
    expiresAt: new Date(issuedAt.getTime() + NOT_ME_LIFETIME_MS),
    now: issuedAt,
  });
  return notMeLink(config.publicUrl, uid, token);
}
