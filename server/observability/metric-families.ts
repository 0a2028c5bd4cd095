import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every metric family the portal exports (docs/observability.md, "Metrics"), in a registry of the
 * app's own: the tests build many apps in one process, and prom-client's global registry would
 * refuse the second one's names. Labels are bounded: a route is Fastify's template
 * (`/user/{uid}`), never the URL a client sent, and the other labels come from fixed lists.
 * Gauges that read the process or the database are filled at scrape time (scrape-gauges.ts).
 */
export function createMetricFamilies() {
  const registry = new Registry();
  // Event-loop lag (nodejs_eventloop_lag_*), heap (nodejs_heap_*), CPU, open handles, GC.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const http = ['method', 'route', 'status'] as const;
  return {
    registry,
    httpRequests: new Counter({
      name: 'portal_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status.',
      labelNames: http,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route template and status.',
      labelNames: http,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    httpInFlight: new Gauge({
      name: 'portal_http_requests_in_flight',
      help: 'Requests received and not answered yet.',
      registers,
    }),
    shedRequests: new Counter({
      name: 'portal_http_shed_requests_total',
      help: 'Requests answered 503 + Retry-After (load shed, request timeout, database away or busy), by route template.',
      labelNames: ['route'] as const,
      registers,
    }),
    dbInUse: new Gauge({
      name: 'portal_db_pool_in_use',
      help: 'Database connections in use (PostgreSQL) or statements running (PGlite, at most 1).',
      labelNames: ['engine'] as const,
      registers,
    }),
    dbWaiting: new Gauge({
      name: 'portal_db_pool_waiting',
      help: 'Database operations waiting for a connection (PostgreSQL) or their turn (PGlite).',
      labelNames: ['engine'] as const,
      registers,
    }),
    pgliteQueueDepth: new Gauge({
      name: 'portal_pglite_queue_depth',
      help: 'PGlite: statements or transactions queued for the one database thread (0 with PostgreSQL).',
      registers,
    }),
    hashingInUse: new Gauge({
      name: 'portal_hashing_slots_in_use',
      help: 'Password hashes being computed (at most HASH_CONCURRENCY).',
      registers,
    }),
    hashingWaiting: new Gauge({
      name: 'portal_hashing_waiting',
      help: 'Password hashes waiting for a slot (at most HASH_QUEUE_MAX; one more is a 503).',
      registers,
    }),
    floodRefusals: new Counter({
      name: 'portal_flood_refusals_total',
      help: 'Requests refused with 429 by a flood-control rule (server/auth/flood-control.ts), by rule.',
      labelNames: ['rule'] as const,
      registers,
    }),
    jobs: new Gauge({
      name: 'portal_jobs',
      help: 'Durable jobs (pg-boss) by job kind and state: queued (created or waiting for a retry), active, failed.',
      labelNames: ['kind', 'state'] as const,
      registers,
    }),
    jobsRetried: new Gauge({
      name: 'portal_jobs_retried',
      help: 'Durable jobs still kept that needed at least one retry, by job kind.',
      labelNames: ['kind'] as const,
      registers,
    }),
    mails: new Counter({
      name: 'portal_mail_total',
      help: 'Mails handed to SMTP or the outbox, by result (sent, failed).',
      labelNames: ['result'] as const,
      registers,
    }),
    contentCache: new Counter({
      name: 'portal_content_cache_events_total',
      help: 'Published-content cache reads (hit, miss) and invalidations of this process.',
      labelNames: ['event'] as const,
      registers,
    }),
    signIns: new Counter({
      name: 'portal_sign_ins_total',
      help: 'Sign-in attempts by audience (member, editor) and result (success, refused, throttled, unavailable, error).',
      labelNames: ['audience', 'result'] as const,
      registers,
    }),
    activeSessions: new Gauge({
      name: 'portal_sessions_active',
      help: 'Sessions not ended, expired or idle (members and editors).',
      registers,
    }),
  };
}

export type MetricFamilies = ReturnType<typeof createMetricFamilies>;
