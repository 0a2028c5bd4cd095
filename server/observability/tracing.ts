import { createRequire } from 'node:module';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
  type SpanOptions,
  type Tracer,
} from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import pg from 'pg';
import { hashingLimiter } from '../auth/hashing-limit';
import { WorkQueue } from '../db/work-queue';

/**
 * OpenTelemetry tracing, process-wide like the tracer provider it registers (docs/observability.md,
 * "Traces"). Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (register-tracing.ts starts it then);
 * tests start it with an in-memory exporter. Besides the request spans of @fastify/otel, it wraps
 * the three places where a request's time goes and no plugin can see: PostgreSQL statements
 * (pg's Client#query, which the pool and drizzle both call), PGlite's turns on its one database
 * thread (the work queue), argon2 hashing (the hashing limiter), and the durable jobs' workers
 * (pg-boss: each batch of jobs a worker runs is the root span of a trace of its own). Each wrapper
 * is undone by stopTracing.
 */
let running: { provider: NodeTracerProvider; undo: (() => void)[] } | undefined;

export const tracingActive = (): boolean => running !== undefined;

/** The portal's tracer (a no-op one while tracing is off). */
export const portalTracer = (): Tracer => trace.getTracer('the-source');

export function startTracing(exporter: SpanExporter, { batch = true }: { batch?: boolean } = {}): void {
  if (running) return;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'the-source' }),
    spanProcessors: [batch ? new BatchSpanProcessor(exporter) : new SimpleSpanProcessor(exporter)],
  });
  provider.register();
  running = { provider, undo: [tracePostgresStatements(), tracePgliteTurns(), traceHashing(), traceDurableJobs()] };
}

/** Flushes what is left to the exporter and puts every wrapped function back. */
export async function stopTracing(): Promise<void> {
  if (!running) return;
  const { provider, undo } = running;
  running = undefined;
  for (const step of undo) step();
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
}

/**
 * Runs `work` inside a child span of the active one (`options`: e.g. the span's kind); the span
 * records a failure and always ends.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  options: Omit<SpanOptions, 'attributes'> = {},
): Promise<T> {
  return portalTracer().startActiveSpan(name, { ...options, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * pg's `query`, promise form, on the pool (drizzle's statements, pg-boss's) and on a client
 * (a transaction's statements): the pool's own call to a client passes a callback and is not
 * counted twice.
 */
function tracePostgresStatements(): () => void {
  const undo = [pg.Pool.prototype, pg.Client.prototype].map((prototype) => {
    const target = prototype as unknown as { query: (...args: unknown[]) => unknown };
    const own = Object.hasOwn(target, 'query');
    const original = target.query;
    target.query = function tracedQuery(this: unknown, ...args: unknown[]) {
      const [first] = args;
      if (typeof args.at(-1) === 'function' || typeof (first as { submit?: unknown } | undefined)?.submit === 'function')
        return original.apply(this, args);
      const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
      return inSpan(
        'pg.query',
        { 'db.system.name': 'postgresql', 'db.query.text': text },
        () => original.apply(this, args) as Promise<unknown>,
      );
    };
    return () => {
      if (own) target.query = original;
      else delete (target as { query?: unknown }).query;
    };
  });
  return () => undo.forEach((step) => step());
}

function tracePgliteTurns(): () => void {
  const prototype = WorkQueue.prototype;
  const original = prototype.run;
  // A turn is one statement or one whole transaction (PGlite runs one at a time).
  prototype.run = function tracedRun<T>(this: WorkQueue, work: () => Promise<T>) {
    return inSpan('pglite.operation', { 'db.system.name': 'pglite' }, () => original.call(this, work) as Promise<T>);
  };
  return () => void (prototype.run = original);
}

function traceHashing(): () => void {
  const original = hashingLimiter.run;
  // The span covers the wait for a slot and the hash: both are time the sign-in waits.
  hashingLimiter.run = <T>(work: () => Promise<T>) =>
    inSpan('argon2', {}, () => original.call(hashingLimiter, work) as Promise<T>);
  return () => void (hashingLimiter.run = original);
}

/** pg-boss's Manager (what `boss.work` calls): `watch(name, options, callback)` starts a worker whose `callback(jobs)` runs each batch it fetched. */
interface BossManager {
  prototype: { watch: (name: string, options: unknown, callback: (jobs: unknown[]) => Promise<unknown>) => Promise<string> };
}

/**
 * The durable jobs (jobs/durable-jobs.ts): every batch a worker fetched and ran is a `job` span,
 * the root of its own trace (a job runs long after the request that queued it), with the job kind
 * and how many jobs the batch held; the jobs' statements and mails are under it. Workers started
 * before tracing was are not traced (the portal starts tracing first, in buildApp). pg-boss offers
 * no hook for this: the wrapper is on its Manager's `watch`, which `work` calls for each worker.
 */
function traceDurableJobs(): () => void {
  const manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as BossManager;
  const prototype = manager.prototype;
  const original = prototype.watch;
  prototype.watch = function tracedWatch(this: unknown, name, options, callback) {
    // The root of a trace of its own: no request's span is its parent.
    const traced = (jobs: unknown[]) =>
      context.with(ROOT_CONTEXT, () =>
        inSpan('job', { 'job.kind': name, 'job.count': jobs.length }, () => callback(jobs), { kind: SpanKind.CONSUMER }),
      );
    return original.call(this, name, options, traced);
  };
  return () => void (prototype.watch = original);
}
