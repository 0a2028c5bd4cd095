import path from 'node:path';
import { PGLITE_SHARED_BUFFERS_MB } from './db/pglite-thread';
import { readRetryPolicy, type RetryPolicy } from './jobs/retry-policy';
import { projectRoot } from './project-root';

/** Everything the server reads from the environment (ARCHITECTURE.md §3), resolved once. */
export interface ServerConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** postgres://… or undefined for embedded PGlite in `$DATA_DIR/db`. */
  databaseUrl: string | undefined;
  /** smtp://host:port or undefined for the `$DATA_DIR/mail` outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY_FILE, all three set: every mail is DKIM-signed (docs/operations.md, "Mail that arrives"). */
  dkim?: { domain: string; selector: string; privateKeyFile: string };
  supportEmail: string;
  hcaptcha: { siteKey: string; secret: string } | undefined;
  productName: string;
  /** Base URL the SPA calls; empty means "same origin". */
  apiBaseUrl: string;
  /** Where the built SPA lives. */
  distDir: string;
  /** Demo content folder (YAML + media). */
  contentDir: string;
  /** Scales every flood-control limit (FLOOD_LIMIT_MULTIPLIER, default 1): a shared test or staging host may need more. */
  floodLimitMultiplier: number;
  /** SESSION_IDLE_MINUTES (default 100, spec §9: 6,000,000 ms): a session without member activity for this long is ended. */
  sessionIdleMinutes: number;
  /** Timeouts and load shedding (docs/operations.md). */
  limits: LoadLimits;
  /** Which requests are logged (docs/observability.md, "Request log"). */
  requestLog: RequestLogSettings;
  /** The job queue on the database (docs/operations.md, "Job queue"). */
  jobs: JobSettings;
  /** The Prometheus metrics listener (docs/observability.md, "Metrics"); undefined when off. */
  metrics: MetricsSettings | undefined;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go (docs/observability.md, "Traces"); undefined = tracing off. */
  otlpEndpoint: string | undefined;
}

/**
 * METRICS_PORT (unset or 0 = off) and METRICS_HOST (default 127.0.0.1): the metrics are served on
 * a listener of their own, never on the public port, and only to the host itself unless exposed.
 */
export interface MetricsSettings {
  port: number;
  host: string;
}

/**
 * How the job queue delivers notification emails; every process with a worker shares one queue.
 * When an email is tried again (retryLimit, retryDelaySeconds, expireSeconds) is jobs/retry-policy.ts.
 */
export interface JobSettings extends RetryPolicy {
  /** JOBS_POLL_SECONDS (default 2): how often an idle worker looks for due jobs. */
  pollSeconds: number;
  /** JOBS_MAINTENANCE_SECONDS (default 60): how often expired jobs are looked for. */
  maintenanceSeconds: number;
}

/**
 * REQUEST_LOG=all logs every request as it comes in and as it is answered (Fastify's default; the
 * default outside production). REQUEST_LOG=sampled (the default with NODE_ENV=production) logs one
 * line per API call that failed (4xx, 5xx), was slow (REQUEST_LOG_SLOW_MS, default 1000) or falls
 * in the sample (REQUEST_LOG_SAMPLE, default 0.01 = 1 %); the SPA's files and media are not logged.
 */
export interface RequestLogSettings {
  mode: 'all' | 'sampled';
  slowMs: number;
  sampleRate: number;
}

/** Back-pressure settings, each from its environment variable (docs/operations.md). */
export interface LoadLimits {
  /** REQUEST_TIMEOUT_MS (default 30000): a request not answered by then gets a 503. */
  requestTimeoutMs: number;
  /**
   * HTTP_REQUEST_TIMEOUT_MS (default 60000): longest time to receive a whole request, headers and
   * body; a client still sending then gets 408 and the connection is closed.
   */
  httpRequestTimeoutMs: number;
  /** HTTP_HEADERS_TIMEOUT_MS (default 15000, at most the request timeout): longest time to receive the headers. */
  httpHeadersTimeoutMs: number;
  /** HTTP_KEEP_ALIVE_TIMEOUT_MS (default 72000): how long an idle kept-alive connection stays open. */
  httpKeepAliveTimeoutMs: number;
  /** MAX_EVENT_LOOP_DELAY_MS (default 1000, 0 = off): above this mean event-loop delay API calls are shed with a 503. */
  maxEventLoopDelayMs: number;
  /** DB_POOL_MAX (default 10): PostgreSQL connections per process. */
  dbPoolMax: number;
  /** DB_QUEUE_MAX (default 1000): database operations allowed to wait; one more fails at once. */
  dbQueueMax: number;
  /**
   * DB_QUEUE_TIMEOUT_MS (default 5000): longest wait for a database connection or turn.
   */
  dbQueueTimeoutMs: number;
  /**
   * DB_SHED_WAIT_MS (0 = off; unset: a fifth of the database's queue timeout): new API calls are
   * shed with a 503 while the database operation first in line has waited longer than this.
   */
  dbShedWaitMs: number | null;
  /** DB_STARTUP_TIMEOUT_MS (default 300000): how long `npm start` retries an unreachable PostgreSQL. */
  dbStartupTimeoutMs: number;
  /** PGLITE_SHARED_BUFFERS_MB (default 16, at least 4): PGlite's buffer cache (PostgreSQL's shared_buffers). */
  pgliteSharedBuffersMb: number;
}

/** The checkout's root (server/project-root.ts): right from the sources and from the compiled build/server/. */
export const repoRoot = projectRoot;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const hasCaptcha = Boolean(env.HCAPTCHA_SITEKEY && env.HCAPTCHA_SECRET);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'The Source <no-reply@the-source.example>',
    dkim:
      env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY_FILE
        ? { domain: env.DKIM_DOMAIN, selector: env.DKIM_SELECTOR, privateKeyFile: path.resolve(env.DKIM_PRIVATE_KEY_FILE) }
        : undefined,
    supportEmail: env.SUPPORT_EMAIL ?? 'support@the-source.example',
    hcaptcha: hasCaptcha ? { siteKey: env.HCAPTCHA_SITEKEY!, secret: env.HCAPTCHA_SECRET! } : undefined,
    productName: env.PRODUCT_NAME ?? 'Lumira',
    apiBaseUrl: env.API_BASE_URL ?? '',
    distDir: path.resolve(env.DIST_DIR ?? path.join(repoRoot, 'dist')),
    contentDir: path.resolve(env.CONTENT_DIR ?? path.join(repoRoot, 'content')),
    floodLimitMultiplier: Math.max(1, Number(env.FLOOD_LIMIT_MULTIPLIER ?? 1) || 1),
    sessionIdleMinutes: whole(env.SESSION_IDLE_MINUTES, 100, 1),
    requestLog: {
      mode: (env.REQUEST_LOG ?? (env.NODE_ENV === 'production' ? 'sampled' : 'all')) === 'sampled' ? 'sampled' : 'all',
      slowMs: whole(env.REQUEST_LOG_SLOW_MS, 1000, 1),
      sampleRate: Math.min(1, Math.max(0, Number(env.REQUEST_LOG_SAMPLE ?? 0.01) || 0)),
    },
    limits: {
      requestTimeoutMs: whole(env.REQUEST_TIMEOUT_MS, 30_000, 1),
      ...httpTimeouts(env),
      maxEventLoopDelayMs: whole(env.MAX_EVENT_LOOP_DELAY_MS, 1_000, 0),
      dbPoolMax: whole(env.DB_POOL_MAX, 10, 1),
      dbQueueMax: whole(env.DB_QUEUE_MAX, 1_000, 1),
      dbQueueTimeoutMs: whole(env.DB_QUEUE_TIMEOUT_MS, 5_000, 1),
      dbShedWaitMs: env.DB_SHED_WAIT_MS ? whole(env.DB_SHED_WAIT_MS, 0, 0) : null,
      dbStartupTimeoutMs: whole(env.DB_STARTUP_TIMEOUT_MS, 300_000, 0),
      pgliteSharedBuffersMb: whole(env.PGLITE_SHARED_BUFFERS_MB, PGLITE_SHARED_BUFFERS_MB, 4),
    },
    jobs: {
      pollSeconds: Math.max(0.5, Number(env.JOBS_POLL_SECONDS ?? 2) || 2),
      ...readRetryPolicy((variable, fallback, min) => whole(env[variable], fallback, min)),
      maintenanceSeconds: whole(env.JOBS_MAINTENANCE_SECONDS, 60, 1),
    },
    metrics: metricsSettings(env),
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
  };
}

function metricsSettings(env: NodeJS.ProcessEnv): MetricsSettings | undefined {
  const port = whole(env.METRICS_PORT, 0, 0);
  return port > 0 && port < 65_536 ? { port, host: env.METRICS_HOST || '127.0.0.1' } : undefined;
}

/** Node refuses a headers timeout above the request timeout, so it is capped there. */
function httpTimeouts(env: NodeJS.ProcessEnv) {
  const httpRequestTimeoutMs = whole(env.HTTP_REQUEST_TIMEOUT_MS, 60_000, 1);
  return {
    httpRequestTimeoutMs,
    httpHeadersTimeoutMs: Math.min(whole(env.HTTP_HEADERS_TIMEOUT_MS, 15_000, 1), httpRequestTimeoutMs),
    httpKeepAliveTimeoutMs: whole(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 72_000, 1),
  };
}

/** A whole number from the environment, or the default when unset or not a whole number >= min. */
function whole(value: string | undefined, fallback: number, min: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= min ? parsed : fallback;
}

/** What the SPA reads at start-up (`/config.json`, and inline in every `index.html` the server sends). */
export function publicRuntimeConfig(config: ServerConfig) {
  return {
    apiBaseUrl: config.apiBaseUrl,
    hcaptchaSiteKey: config.hcaptcha?.siteKey ?? null,
    productName: config.productName,
  };
}
