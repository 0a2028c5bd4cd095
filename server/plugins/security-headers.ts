import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { ServerConfig } from '../config';
import { contentSecurityPolicy } from './csp';

/**
 * Helmet's security headers (the CSP of plugins/csp.ts, HSTS, nosniff, frame and referrer
 * policies …) on every answer. The middleware is built once: @fastify/helmet built it again for
 * every request, parsing the CSP each time, a few percent of a public call's cost
 * (docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw as IncomingMessage, reply.raw as ServerResponse, (error?: unknown) =>
      done(error as Error | undefined),
    );
  });
}
