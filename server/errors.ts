/**
 * What an error body carries besides its message: the input property a message is about (a form
 * shows it under that field), or what a 409 says about the newer item (docs/console-code.md).
 */
export interface ErrorDetails {
  field?: string;
  conflict?: Record<string, unknown>;
  /** The password step's 401 when a second factor is needed (docs/second-factors.md). */
  second_factor_required?: true;
  ticket?: string;
  methods?: string[];
  expires_in?: number;
}

/** An error whose message is safe to show to the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A 429 that knows how long the caller should wait: the central error handler turns
 * `retryAfterSeconds` into the contract's `Retry-After` header, so no handler touches the reply.
 */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'TooManyRequestsError';
  }
}

/** A 400; `field` names the input property the message is about. */
export const badRequest = (message: string, field?: string) => new HttpError(400, message, field === undefined ? {} : { field });
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, details: ErrorDetails) => new HttpError(409, message, details);

/** What a client sees while the database is away or the server sheds load. */
export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * A 503 (database away, database queue full, event loop saturated, request timed out): like
 * TooManyRequestsError, the central error handler turns `retryAfterSeconds` into `Retry-After`.
 */
export class ServiceUnavailableError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown; message?: string },
  ) {
    super(503, options?.message ?? SERVICE_UNAVAILABLE);
    this.name = 'ServiceUnavailableError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
