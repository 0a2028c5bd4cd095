import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/** Query parameters that carry a credential (the logout token, reset temp_pass, one-time codes, ...). */
const secretParams =
  'token|temp_pass|pass|password|access_token|logout_token|csrf_token|jwt|totp|otp|code|totp_code|recovery_code|ticket|secret';

/**
 * Credentials that travel in URLs: the activation call's token segment, and everything after the
 * SPA routes the emailed links open (activation, reset, editor set-password and "This wasn't me"
 * tokens, the invitation JWT, the unsubscribe HMAC).
 */
const secretPatterns: [RegExp, string][] = [
  [/(\/registration\/confirm\/[^/?#\s]*\/)[^?#\s"]+/gi, `$1${REDACTED}`],
  [
    /(\/(?:useractivation|resetpassword|register|security\/not-me|mail\/unsubscribe|editor\/set-password)\/)[^?#\s"]+/gi,
    `$1${REDACTED}`,
  ],
  [new RegExp(`([?&](?:${secretParams})=)[^&#\\s"]*`, 'gi'), `$1${REDACTED}`],
];

/** The text with every URL-borne credential replaced by `[redacted]`; used on request URLs and log messages. */
export function redactSecrets(text: string): string {
  return secretPatterns.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Header names that carry a credential: never printed, whoever logs a request's headers. */
const secretHeaders = ['authorization', 'cookie', 'set-cookie', 'x-csrf-token'];

/**
 * Body and object fields that carry a credential: passwords (`pass` is Drupal's name, also as
 * `pass.value` and `pass[].existing` / `pass[].value`), reset and session tokens, the invitation
 * JWT, one-time codes. Fastify never logs a body, but a handler or service that logs one (or an
 * error carrying one) must not leak these; pino censors them at one or two levels of nesting.
 */
const secretFields = [
  'pass',
  'password',
  'new_pass',
  'existing',
  'temp_pass',
  'token',
  'access_token',
  'logout_token',
  'csrf_token',
  'jwt',
  'totp',
  'otp',
  // Second factors (docs/second-factors.md): codes, recovery codes, the sign-in ticket, set-up
  // secrets. Not a bare `code`: that is every error's code (`err.code`, e.g. ECONNREFUSED).
  'totp_code',
  'recovery_code',
  'recovery_codes',
  'ticket',
  'secret',
  'otpauth_uri',
];

/** pino redact paths for the names above, where a log line may carry them. */
export function redactedPaths(): string[] {
  const headers = secretHeaders.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`, `res.headers["${name}"]`]);
  const fields = secretFields.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]);
  return [...headers, ...fields];
}

/** A writable the logger prints to (tests capture the log with one). */
interface LogStream {
  write(line: string): void;
}

/**
 * Fastify logger options that keep secrets out of the log: request URLs lose their tokens, the
 * credential headers and body fields are never printed, and free-text messages (e.g. Fastify's
 * "Reply was already sent" warning, which quotes the raw URL) are scrubbed the same way.
 */
export function loggerOptions(level: string, stream?: LogStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      // Only these fields of a request are printed (never its headers or body); a `req` that is
      // not a Fastify request (a handler logging `{ req: { headers } }`) keeps none of its own.
      req: (request: Partial<FastifyRequest>) => ({
        method: request.method,
        url: typeof request.url === 'string' ? redactSecrets(request.url) : undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: { paths: redactedPaths(), censor: REDACTED },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? redactSecrets(arg) : arg)) as typeof args;
        return method.apply(this, scrubbed);
      },
    },
  };
}
