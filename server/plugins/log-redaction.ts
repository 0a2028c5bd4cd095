import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/** Query parameters that carry a credential (the logout token, reset temp_pass, ...). */
const secretParams = 'token|temp_pass|pass|password|access_token|csrf_token|jwt';

/**
 * Credentials that travel in URLs: the activation call's token segment, and everything after the
 * SPA routes the emailed links open (activation, reset and "This wasn't me" tokens, the invitation JWT).
 */
const secretPatterns: [RegExp, string][] = [
  [/(\/registration\/confirm\/[^/?#\s]*\/)[^?#\s"]+/gi, `$1${REDACTED}`],
  [/(\/(?:useractivation|resetpassword|register|security\/not-me|mail\/unsubscribe)\/)[^?#\s"]+/gi, `$1${REDACTED}`],
  [new RegExp(`([?&](?:${secretParams})=)[^&#\\s"]*`, 'gi'), `$1${REDACTED}`],
];

/** The text with every URL-borne credential replaced by `[redacted]`; used on request URLs and log messages. */
export function redactSecrets(text: string): string {
  return secretPatterns.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** A writable the logger prints to (tests capture the log with one). */
interface LogStream {
  write(line: string): void;
}

/**
 * Fastify logger options that keep secrets out of the log: request URLs lose their tokens, the
 * Authorization and Cookie headers are never printed, and free-text messages (e.g. Fastify's
 * "Reply was already sent" warning, which quotes the raw URL) are scrubbed the same way.
 */
export function loggerOptions(level: string, stream?: LogStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'], censor: REDACTED },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? redactSecrets(arg) : arg)) as typeof args;
        return method.apply(this, scrubbed);
      },
    },
  };
}
