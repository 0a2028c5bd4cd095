import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import ajvErrors from 'ajv-errors';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { createAdminAuth, createBearerAuth } from './auth/bearer-auth';
import { enterPreviewScope } from './preview-scope';
import { createEditorAuth } from './auth/editor-auth';
import { publicRuntimeConfig } from './config';
import { contractDocument } from './api/contract-document';
import type { AppDeps } from './deps';
import { createHandlers, resolveHandler } from './handlers/index';
import { deferredCompilation } from './plugins/deferred-compilation';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHealthRoutes } from './plugins/health';
import { registerJsonBodies } from './plugins/json-bodies';
import { registerPrivateAnswers } from './plugins/private-answers';
import { registerUnsubscribe } from './plugins/unsubscribe';
import { httpTimeoutOptions } from './plugins/http-timeouts';
import { registerRequestTimeout } from './plugins/request-timeout';
import { registerLoadShedding } from './plugins/load-shedding';
import { loggerOptions } from './plugins/log-redaction';
import { MAX_PARAM_LENGTH, answerFrameworkError } from './plugins/client-errors';
import { registerMediaVariants } from './plugins/media-variants';
import { registerStoredFiles } from './plugins/stored-files';
import { demoPictures, editorPictures } from './uploads/image-variants';
import { enforceRequestBodies } from './plugins/request-bodies';
import { registerSampledRequestLog, requestLogController } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { earlyPages } from './plugins/early-pages';
import { registerSpa } from './plugins/spa';
import { registerMetrics } from './observability/register-metrics';
import { registerTracing } from './observability/register-tracing';

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

/** API calls, which may be shed under load; the SPA's files, config.json and media are always served. */
const isSheddable = isApiPath;

interface BuildAppOptions {
  deps: AppDeps;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it); implies logging. */
  logStream?: { write(line: string): void };
}

/** Builds the Fastify app: security headers, the contract's routes, media, the SPA. Does not listen. */
export async function buildApp({ deps, logger = false, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  // The contract's validators and serializers compile on first use, the rest once listening.
  const compilation = deferredCompilation();
  const app = Fastify({
    // Tokens in URLs and Authorization headers never reach the log (plugins/log-redaction.ts).
    logger: logger || logStream ? loggerOptions(process.env.LOG_LEVEL ?? 'info', logStream) : false,
    // Every request outside production; in production only API calls worth a line (plugins/request-log.ts).
    logController: requestLogController(deps.config.requestLog),
    bodyLimit: 4 * 1024 * 1024,
    // A client too slow to send its request gets 408 (plugins/http-timeouts.ts).
    ...httpTimeoutOptions(deps.config.limits),
    // A longer path parameter never reaches its route: 414, answered by answerFrameworkError.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    trustProxy: process.env.TRUST_PROXY === '1',
    ajv: {
      customOptions: { allErrors: true, strict: false, removeAdditional: false },
      plugins: [ajvErrors as never, compilation.ajvPlugin as never],
    },
    schemaController: { compilersFactory: { buildSerializer: compilation.buildSerializer } },
  });
  // OpenTelemetry first of all, when OTEL_EXPORTER_OTLP_ENDPOINT is set: it must see every route (observability/).
  await registerTracing(app, deps);
  compilation.register(app);
  // First of all hooks: a preview request (server/preview-scope.ts) lives inside its scope.
  app.addHook('onRequest', (request, _reply, done) => enterPreviewScope(request, done));
  app.decorateRequest('member', null);
  app.decorateRequest('editor', null);
  // JSON and JSON:API (the read-flag call) bodies, refusing text that is not valid Unicode; each
  // operation accepts only the media types it declares.
  registerJsonBodies(app);
  enforceRequestBodies(app);
  registerSampledRequestLog(app, deps.config.requestLog, isApiPath);
  // Prometheus metrics on a listener of their own, when METRICS_PORT is set (observability/).
  registerMetrics(app, deps);
  registerErrorHandler(app);
  registerLoadShedding(app, { db: deps.db, limits: deps.config.limits, isSheddable });
  registerRequestTimeout(app, deps.config.limits.requestTimeoutMs);
  registerHealthRoutes(app, deps.db);
  // One-click unsubscribe from notification mail (plugins/unsubscribe.ts).
  await registerUnsubscribe(app, deps);

  registerSecurityHeaders(app, deps.config);
  // API answers are no-store unless a handler makes one cacheable (plugins/private-answers.ts).
  registerPrivateAnswers(app, isApiPath);
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
    // The parsed contract (carried by the compiled server: no YAML parsing at start-up); a copy,
    // since the plugin may resolve references in place.
    specification: structuredClone(contractDocument()),
    operationResolver: (operationId: string) => resolveHandler(handlers, operationId),
    securityHandlers: {
      bearerAuth: createBearerAuth(deps.db, deps.now, deps.config.sessionIdleMinutes),
      adminAuth: createAdminAuth(deps.secrets.adminToken),
      editorAuth: createEditorAuth(deps.db, deps.now, deps.config.sessionIdleMinutes),
    },
  });

  registerMediaVariants(
    app,
    [demoPictures(path.join(deps.config.contentDir, 'media')), editorPictures(deps.files)],
    path.join(deps.config.dataDir, 'cache', 'variants'),
  );
  registerStoredFiles(app, deps.files);
  await app.register(fastifyStatic, {
    root: path.join(deps.config.contentDir, 'media'),
    prefix: '/files/demo/',
    decorateReply: false,
  });
  await registerSpa(app, {
    distDir: deps.config.distDir,
    isApiOrFile: (pathname) => apiPrefixes.some((prefix) => pathname.startsWith(prefix)),
    runtimeConfig: publicRuntimeConfig(deps.config),
    earlyPages: earlyPages(deps),
  });
  return app;
}
