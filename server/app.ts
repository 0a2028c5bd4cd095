import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import ajvErrors from 'ajv-errors';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { createAdminAuth, createBearerAuth } from './auth/bearer-auth';
import { repoRoot, uploadsDir } from './config';
import type { AppDeps } from './deps';
import { createHandlers, resolveHandler } from './handlers/index';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHealthRoutes } from './plugins/health';
import { registerLoadShedding } from './plugins/load-shedding';
import { loggerOptions } from './plugins/log-redaction';
import { CLIENT_ERRORS, MAX_PARAM_LENGTH, answerFrameworkError } from './plugins/client-errors';
import { contentSecurityPolicy } from './plugins/csp';
import { enforceRequestBodies } from './plugins/request-bodies';

const specificationPath = path.join(repoRoot, 'openapi.yaml');

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

const isApiPath = (pathname: string) =>
  pathname !== '/config.json' && !pathname.startsWith('/files/') && apiPrefixes.some((prefix) => pathname.startsWith(prefix));
const pathOf = (url: string) => url.split('?')[0] ?? '/';

/** API calls, which may be shed under load; the SPA's files, config.json and media are always served. */
const isSheddable = isApiPath;

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface BuildAppOptions {
  deps: AppDeps;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it); implies logging. */
  logStream?: { write(line: string): void };
}

/** Builds the Fastify app: security headers, the contract's routes, media, the SPA. Does not listen. */
export async function buildApp({ deps, logger = false, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Tokens in URLs and Authorization headers never reach the log (plugins/log-redaction.ts).
    logger: logger || logStream ? loggerOptions(process.env.LOG_LEVEL ?? 'info', logStream) : false,
    // In production only API calls are logged: the SPA's files and media would be most of the log
    // and a measurable share of the work (docs/performance.md).
    logController: new LogController({
      disableRequestLogging:
        process.env.NODE_ENV === 'production' ? (request: { url?: string }) => !isApiPath(pathOf(request.url ?? '/')) : false,
    }),
    // A request still unanswered after REQUEST_TIMEOUT_MS gets a 503 instead of waiting on.
    handlerTimeout: deps.config.limits.requestTimeoutMs,
    bodyLimit: 4 * 1024 * 1024,
    // A longer path parameter never reaches its route: 414, answered by answerFrameworkError.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    trustProxy: process.env.TRUST_PROXY === '1',
    ajv: { customOptions: { allErrors: true, strict: false, removeAdditional: false }, plugins: [ajvErrors as never] },
  });
  app.decorateRequest('member', null);
  // The read-flag call sends a JSON:API document; each operation accepts only the media types it declares.
  app.addContentTypeParser('application/vnd.api+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  enforceRequestBodies(app);
  registerErrorHandler(app);
  registerLoadShedding(app, { db: deps.db, limits: deps.config.limits, isSheddable });
  registerHealthRoutes(app, deps.db);

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(deps.config) },
    crossOriginEmbedderPolicy: false,
  });
  // ETag (and 304 for If-None-Match) on every answer, computed before compression.
  await app.register(etag, { weak: true });
  // JSON and other text above 1 KB, compressed on the fly; the SPA's files come precompressed.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const handlers = createHandlers(deps);
  await app.register(openapiGlue, {
    specification: specificationPath,
    operationResolver: (operationId: string) => resolveHandler(handlers, operationId),
    securityHandlers: {
      bearerAuth: createBearerAuth(deps.db, deps.now, deps.config.sessionIdleMinutes),
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

async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasSpa = existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The .br and .gz copies the build wrote (scripts/precompress-plugin.ts).
      preCompressed: true,
      // File names under assets/ carry a content hash: a new build means new names.
      setHeaders: (res, filePath) =>
        res.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache'),
    });
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
    return reply.code(404).send({ message: CLIENT_ERRORS.notFound });
  });
}
