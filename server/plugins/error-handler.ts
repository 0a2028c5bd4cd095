import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/connection-errors';
import { HttpError, ServiceUnavailableError, TooManyRequestsError } from '../errors';
import { clientErrorMessage } from './client-errors';
import { validationFields } from './validation-fields';
import { validationMessage, type ValidationIssue } from './validation-message';

interface SecurityFailure extends Error {
  statusCode?: number;
  errors?: unknown[];
}

/**
 * One place that turns every error into `{ message }` (with `field` and `errors` where the console's
 * forms need them, `conflict` for a stale save): validation errors keep the contract's messages
 * (ajv-errors), security failures the handler's message, unknown errors a generic text.
 * It is also the only place that sets `Retry-After` (from a TooManyRequestsError or a
 * ServiceUnavailableError), so handlers and services never pass the reply around. A database
 * that cannot be reached, a full database queue or a request timeout answer 503, whatever call
 * or security handler met them. No stack trace ever reaches a client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  const warnUnavailable = throttledWarning();
  app.setErrorHandler((raw: FastifyError | SecurityFailure, request, reply) => {
    if ('validation' in raw && raw.validation) {
      const issues = raw.validation as ValidationIssue[];
      // The console's forms read field errors as data; the member API keeps spec §7's `{ message }`.
      const ofInput = raw.validationContext === 'body' || raw.validationContext === 'querystring';
      const fields = isConsoleCall(request) && ofInput ? validationFields(issues) : {};
      return reply.code(400).send({ message: validationMessage(issues), ...fields });
    }
    const error = classify(raw, request);
    if (error instanceof ServiceUnavailableError) warnUnavailable(request, error);
    if (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.details });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors quote the request (content type, body, URL): fixed texts instead.
      return reply.code(status).send({ message: clientErrorMessage(error as FastifyError) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again later.' });
  });
}

/** A call of the editor console (docs/console-code.md), whose validation errors name their field. */
const isConsoleCall = (request: FastifyRequest) => request.url.startsWith('/api/editor/');

/** The error to answer with: a security failure's verdict, or a 503 for a database or timeout failure. */
function classify(error: FastifyError | SecurityFailure, request: FastifyRequest): Error {
  if (error.name === 'Unauthorized' && Array.isArray((error as SecurityFailure).errors)) {
    return securityVerdict((error as SecurityFailure).errors!, request);
  }
  if (!(error instanceof HttpError) && isDatabaseUnavailable(error)) return databaseUnavailable(error);
  return error;
}

/**
 * fastify-openapi-glue wraps every failed security handler in one 'Unauthorized' error. Only a
 * handler's own 401/403 verdict (no token, unknown or expired session) is a sign-in problem; any
 * other failure means the session could not be checked (e.g. the database is away), which must
 * not sign the member out: it is a 503 the SPA retries.
 */
function securityVerdict(errors: unknown[], request: FastifyRequest): Error {
  const unexpected = errors.find((inner) => !(inner instanceof HttpError) || inner instanceof ServiceUnavailableError);
  if (unexpected !== undefined) {
    if (!isDatabaseUnavailable(unexpected)) request.log.error({ err: unexpected }, 'security handler failed');
    return databaseUnavailable(unexpected);
  }
  return (
    errors.find((inner): inner is HttpError => inner instanceof HttpError) ?? new HttpError(401, 'Please log in to continue.')
  );
}

/**
 * Logs 503s at most once per 10 s with how many were answered meanwhile: under overload or during
 * an outage, one warning per request would itself load the process (and flood the log).
 */
function throttledWarning(intervalMs = 10_000) {
  let lastAt = 0;
  let since = 0;
  return (request: FastifyRequest, error: ServiceUnavailableError) => {
    since += 1;
    const now = Date.now();
    if (now - lastAt < intervalMs) return;
    request.log.warn({ reason: rootMessage(error), answered503: since }, 'service unavailable');
    lastAt = now;
    since = 0;
  };
}

/** The innermost message (the driver's, not drizzle's "Failed query ... params ...", which may hold personal data). */
function rootMessage(error: unknown): string {
  let current = error as { message?: string; code?: string; cause?: unknown };
  for (let depth = 0; current.cause && typeof current.cause === 'object' && depth < 10; depth += 1) {
    current = current.cause as typeof current;
  }
  return current.message || current.code || 'unknown';
}
