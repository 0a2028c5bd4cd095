import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { countFloodEvents, deleteExpiredFloodEvents, deleteFloodEvents, insertFloodEvent } from '../db/flood.repository';
import type { AppDeps } from '../deps';
import { HttpError } from '../errors';

const HOUR = 60 * 60 * 1000;

export interface FloodRule {
  /** Event name, e.g. 'user.failed_login_ip'. */
  event: string;
  limit: number;
  windowMs: number;
  /** The 429 message shown to the caller. */
  message: string;
}

/**
 * The limits (docs/accounts.md). Failed logins follow Drupal's defaults; the others are sized so
 * a person using the SPA never meets them (the email check runs while typing).
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
  emailCheckIp: {
    event: 'user.email_check_ip',
    limit: 300,
    windowMs: HOUR,
    message: 'Too many email checks from your IP address. Please try again later.',
  },
} satisfies Record<string, FloodRule>;

export interface FloodQuery {
  event: string;
  identifier: string;
  limit: number;
  windowMs: number;
  now: Date;
}

export interface FloodState {
  /** True while fewer than `limit` events happened in the window. */
  isAllowed: boolean;
  /** Seconds until the oldest counted event leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

/** Whether another event is allowed for this identifier (Drupal's `flood->isAllowed`). */
export async function checkFlood(db: Db, { event, identifier, limit, windowMs, now }: FloodQuery): Promise<FloodState> {
  const { count, oldest } = await countFloodEvents(db, { event, identifier, since: new Date(now.getTime() - windowMs), now });
  if (count < limit) return { isAllowed: true, retryAfterSeconds: 0 };
  const freeAt = (oldest?.getTime() ?? now.getTime()) + windowMs;
  return { isAllowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

/** Records one event for this identifier; it counts for `windowMs`. */
export async function registerFlood(
  db: Db,
  { event, identifier, windowMs, now }: { event: string; identifier: string; windowMs: number; now: Date },
): Promise<void> {
  await deleteExpiredFloodEvents(db, { event, now });
  await insertFloodEvent(db, { event, identifier, now, expiresAt: new Date(now.getTime() + windowMs) });
}

/** Forgets the events of one identifier (e.g. an account's failed logins after a good one). */
export async function clearFlood(db: Db, { event, identifier }: { event: string; identifier: string }): Promise<void> {
  await deleteFloodEvents(db, { event, identifier });
}

/** A 429 that knows how long the caller should wait. */
export class FloodError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/**
 * Throws a 429 (FloodError) when the rule's limit (times the configured FLOOD_LIMIT_MULTIPLIER,
 * default 1) is reached for this identifier; with a reply,
 * also sets its Retry-After header (the contract's TooManyRequests response).
 */
export async function assertFlood(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  rule: FloodRule,
  identifier: string,
  now: Date,
  reply?: FastifyReply,
): Promise<void> {
  const limit = rule.limit * config.floodLimitMultiplier;
  const state = await checkFlood(db, { event: rule.event, identifier, limit, windowMs: rule.windowMs, now });
  if (state.isAllowed) return;
  reply?.header('Retry-After', String(state.retryAfterSeconds));
  throw new FloodError(rule.message, state.retryAfterSeconds);
}

/** Records one event under a rule. */
export function registerFloodRule(db: Db, rule: FloodRule, identifier: string, now: Date): Promise<void> {
  return registerFlood(db, { event: rule.event, identifier, windowMs: rule.windowMs, now });
}
