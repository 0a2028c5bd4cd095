/** An error whose message is safe to show to the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
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

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);

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
