import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { ServerConfig } from '../config';
import { contentSecurityPolicy } from './csp';

/**
 * Helmet's security headers (the CSP of plugins/csp.ts, HSTS, nosniff, frame and referrer
 * policies …) on every answer. They depend on the configuration only, so helmet runs once, at
 * start-up, and every answer gets the headers it chose in one `reply.headers`: running helmet's
 * twelve middlewares for each request, each header set on Node's response and checked there, was
 * about a tenth of a public call's cost (docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with the portal's options. */
function securityHeaders(config: ServerConfig): Record<string, string> {
  const setHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
  });
  // Names in lower case, as Fastify keeps them: reply.header lowers each name it is given.
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let finished = false;
  setHeaders({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  // Helmet's middlewares are synchronous; one that is not would leave headers out.
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be computed once');
  return Object.fromEntries(headers);
}
