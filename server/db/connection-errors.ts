import { ServiceUnavailableError } from '../errors';

/** Seconds a client is told to wait while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs that mean "the database cannot serve you right now", not "your query is wrong":
 * class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect now) and
 * 53300 (too many connections).
 */
const unavailableSqlStates = /^(08...|57P0[123]|53300)$/;

/** Socket-level failures of the pg driver (server stopped, restarted, unreachable). */
const unavailableNodeCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Driver messages without a code: pg's "Connection terminated (unexpectedly)", pg-pool's wait timeout, a closed client or PGlite. */
const unavailableMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection timeout/i,
  /is not queryable/i,
  /cannot use a pool after calling end/i,
  /pglite is clos(ed|ing)/i,
];

/**
 * True when `error`, or anything in its `cause` chain (drizzle wraps driver errors in a
 * DrizzleQueryError whose cause is the pg error), says the database is unreachable rather than
 * that the query failed. Such failures are temporary: they become a 503, never a 401 or a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current);) {
    seen.add(current);
    if (current instanceof ServiceUnavailableError) return true;
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (unavailableSqlStates.test(code) || unavailableNodeCodes.has(code))) return true;
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true;
    // An AggregateError (e.g. connecting to both ::1 and 127.0.0.1) fails when all of its attempts did.
    if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The 503 to answer for a failed database call: the ServiceUnavailableError already in the cause
 * chain (the work queue's, with its own Retry-After), or a new one keeping the error as its cause.
 */
export function databaseUnavailable(cause: unknown): ServiceUnavailableError {
  let current = cause;
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth += 1) {
    if (current instanceof ServiceUnavailableError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return new ServiceUnavailableError(DATABASE_RETRY_AFTER_SECONDS, { cause });
}
