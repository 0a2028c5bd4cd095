import type { Db } from '../db/client';
import {
  countFloodEvents,
  deleteExpiredFloodEvents,
  deleteFloodEvents,
  insertFloodEvent,
  type FloodCount,
  type FloodWindow,
} from '../db/flood.repository';
import type { AppDeps } from '../deps';
import { TooManyRequestsError } from '../errors';

const HOUR = 60 * 60 * 1000;

interface FloodRule {
  /** Event name, e.g. 'user.failed_login_ip'. */
  event: string;
  limit: number;
  windowMs: number;
  /** The 429 message shown to the caller. */
  message: string;
}

/**
 * Every flood limit of the portal, in one table (docs/accounts.md, docs/members.md). Failed logins
 * follow Drupal's defaults; the others are sized so a person using the SPA never meets them (the
 * email check runs while typing), while scripts do.
 */
export const FLOOD_RULES = {
  failedLoginAccount: {
    event: 'user.failed_login_user',
    limit: 5,
    windowMs: 6 * HOUR,
    message:
      'There have been more than 5 failed login attempts for this account. It is temporarily blocked. Try again later or request a new password.',
  },
  failedLoginIp: {
    event: 'user.failed_login_ip',
    limit: 50,
    windowMs: HOUR,
    message:
      'Too many failed login attempts from your IP address. This IP address is temporarily blocked. Try again later or request a new password.',
  },
  registrationIp: {
    event: 'user.register_ip',
    limit: 10,
    windowMs: HOUR,
    message: 'Too many registrations from your IP address. Please try again later.',
  },
  // Every attempt counts, refused ones too: otherwise registration is an unlimited "email taken" oracle.
  registrationAttemptIp: {
    event: 'user.register_attempt_ip',
    limit: 30,
    windowMs: HOUR,
    message: 'Too many registration attempts from your IP address. Please try again later.',
  },
  registrationRefusedMail: {
    event: 'user.register_refused_mail',
    limit: 5,
    windowMs: HOUR,
    message: 'Too many refused registrations for this email address. Please try again later.',
  },
  passwordRequestIp: {
    event: 'user.password_request_ip',
    limit: 50,
    windowMs: HOUR,
    message: 'Too many password reset requests from your IP address. Please try again later.',
  },
  passwordRequestAccount: {
    event: 'user.password_request_user',
    limit: 5,
    windowMs: 6 * HOUR,
    message: 'Too many password reset requests for this account. Please try again later.',
  },
  failedTokenIp: {
    event: 'user.failed_token_ip',
    limit: 50,
    windowMs: HOUR,
    message: 'Too many invalid links from your IP address. Please try again later.',
  },
  // Wrong second-factor codes (authenticator or recovery code), at sign-in and when confirming a
  // set-up (docs/second-factors.md). Six digits with three valid at a time: 5 tries an hour keep a
  // guess at about 1 in 67,000 a day.
  failedSecondFactorAccount: {
    event: 'user.failed_second_factor_user',
    limit: 5,
    windowMs: HOUR,
    message: 'There have been too many wrong codes for this account. Please wait and try again later.',
  },
  failedSecondFactorIp: {
    event: 'user.failed_second_factor_ip',
    limit: 50,
    windowMs: HOUR,
    message: 'Too many wrong codes from your IP address. Please try again later.',
  },
  emailCheckIp: {
    event: 'user.email_check_ip',
    limit: 300,
    windowMs: HOUR,
    message: 'Too many email checks from your IP address. Please try again later.',
  },
  contactHelpIp: {
    event: 'contact.help_ip',
    limit: 5,
    windowMs: HOUR,
    message: 'You cannot send more than 5 messages in 1 hour. Try again later.',
  },
  contactSupportAccount: {
    event: 'contact.support_user',
    limit: 10,
    windowMs: HOUR,
    message: 'You cannot send more than 10 messages in 1 hour. Try again later.',
  },
} satisfies Record<string, FloodRule>;

type FloodDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/**
 * Throws a TooManyRequestsError when the rule's limit (times FLOOD_LIMIT_MULTIPLIER, default 1)
 * is reached for this identifier (Drupal's `flood->isAllowed`). The error carries the seconds
 * until the oldest counted event leaves the window, for the error handler's Retry-After.
 */
export async function assertFlood(deps: FloodDeps, rule: FloodRule, identifier: string): Promise<void> {
  await assertFloods(deps, [[rule, identifier]]);
}

/** A check of one rule for one identifier: the rule, and whom it limits (an IP, an account). */
export type FloodCheck = readonly [FloodRule, string];

/** The windows that checks count in at `at`: each rule's events for its identifier within its window. */
export function floodWindows(checks: readonly FloodCheck[], at: Date): FloodWindow[] {
  return checks.map(([rule, identifier]) => ({ event: rule.event, identifier, since: new Date(at.getTime() - rule.windowMs) }));
}

/**
 * Throws for the first rule over its limit, in the order given, with the seconds until the oldest
 * counted event leaves its window; answers each rule's count of events otherwise.
 */
export function judgeFloods(
  { config }: Pick<AppDeps, 'config'>,
  checks: readonly FloodCheck[],
  counted: readonly FloodCount[],
  at: Date,
): number[] {
  checks.forEach(([rule], i) => {
    const { count, oldest } = counted[i]!;
    if (count < rule.limit * config.floodLimitMultiplier) return;
    const freeAt = (oldest?.getTime() ?? at.getTime()) + rule.windowMs;
    throw new TooManyRequestsError(rule.message, Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)));
  });
  return counted.map(({ count }) => count);
}

/**
 * assertFlood for several rules at once, counted in one statement; the first rule over its limit,
 * in the order given, is the one reported. Answers each rule's count of events (the caller may
 * skip clearing what is not there).
 */
export async function assertFloods(deps: FloodDeps, checks: readonly FloodCheck[]): Promise<number[]> {
  const at = deps.now();
  return judgeFloods(deps, checks, await countFloodEvents(deps.db, floodWindows(checks, at), at), at);
}

/** Records one event under a rule for this identifier; it counts for the rule's window. */
export async function registerFlood(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  rule: FloodRule,
  identifier: string,
): Promise<void> {
  const at = now();
  await deleteExpiredFloodEvents(db, { event: rule.event, now: at });
  await insertFloodEvent(db, { event: rule.event, identifier, now: at, expiresAt: new Date(at.getTime() + rule.windowMs) });
}

/** Forgets the events of one identifier under a rule (e.g. an account's failed logins after a good one). */
export async function clearFlood(db: Db, rule: FloodRule, identifier: string): Promise<void> {
  await deleteFloodEvents(db, { event: rule.event, identifier });
}
