import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import ajvErrors from 'ajv-errors';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { createAdminAuth, createBearerAuth } from './auth/bearer-auth';
import { repoRoot, uploadsDir } from './config';
import type { AppDeps } from './deps';
import { createHandlers, type HandlerMap } from './handlers/index';
import { registerErrorHandler } from './plugins/error-handler';
import { contentSecurityPolicy } from './plugins/csp';

export const specificationPath = path.join(repoRoot, 'openapi.yaml');

/** Paths that belong to the API (or files); every other GET is a client route of the SPA. */
const apiPrefixes = [
  '/session/',
  '/user/',
  '/api/',
  '/entity/',
  '/jsonapi/',
  '/admin/',
  '/viewapi/',
  '/uiapi/',
  '/files/',
  '/config.json',
];

export interface BuildAppOptions {
  deps: AppDeps;
  logger?: boolean;
}

/** Builds the Fastify app: security headers, the contract's routes, media, the SPA. Does not listen. */
export async function buildApp({ deps, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: 4 * 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
    ajv: { customOptions: { allErrors: true, strict: false, removeAdditional: false }, plugins: [ajvErrors as never] },
  });
  app.decorateRequest('member', null);
  // The read-flag call sends a JSON:API document.
  app.addContentTypeParser('application/vnd.api+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(deps.config) },
    crossOriginEmbedderPolicy: false,
  });

  const handlers = createHandlers(deps);
  await app.register(openapiGlue, {
    specification: specificationPath,
    operationResolver: (operationId: string) => resolveHandler(handlers, operationId),
    securityHandlers: {
      bearerAuth: createBearerAuth(deps.db, deps.now),
      adminAuth: createAdminAuth(deps.secrets.adminToken),
    },
  });

  await app.register(fastifyStatic, {
    root: path.join(deps.config.contentDir, 'media'),
    prefix: '/files/demo/',
    decorateReply: false,
  });
  await app.register(fastifyStatic, {
    root: uploadsDir(deps.config.dataDir),
    prefix: '/files/uploads/',
    decorateReply: false,
    setHeaders: (res) => {
      res.header('Content-Disposition', 'attachment');
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
  await registerSpa(app, deps.config.distDir);
  return app;
}

/** Every operation of the contract has a handler; a missing one is a build error, not a 501 at run time. */
export function resolveHandler(handlers: HandlerMap, operationId: string) {
  const handler = handlers[operationId];
  if (!handler) throw new Error(`openapi.yaml operation '${operationId}' has no handler in server/handlers.`);
  return handler;
}

async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasSpa = existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isClientRoute = request.method === 'GET' && !apiPrefixes.some((prefix) => pathname.startsWith(prefix));
    if (isClientRoute && hasSpa) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir);
    }
    if (isClientRoute && pathname !== '/' && existsSync(path.join(distDir, pathname))) {
      return reply.sendFile(pathname, distDir);
    }
    return reply.code(404).send({ message: 'Not found.' });
  });
}
