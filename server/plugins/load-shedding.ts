import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoadLimits } from '../config';
import { databaseLoad, type Db } from '../db/client';
import { BUSY_RETRY_AFTER_SECONDS } from '../db/work-queue';
import { ServiceUnavailableError } from '../errors';

interface LoadSheddingOptions {
  db: Db;
  limits: LoadLimits;
  /** Whether a path may be shed: the API calls. The SPA's files, config.json and media stay served. */
  isSheddable: (pathname: string) => boolean;
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/**
 * Refuses new API calls with a 503 and `Retry-After` (through the central error handler) while the
 * process is saturated, instead of queueing them for tens of seconds:
 * - while the event loop lags more than MAX_EVENT_LOOP_DELAY_MS on average;
 * - while the database operation first in line has waited more than DB_SHED_WAIT_MS (by default
 *   a fifth of DB_QUEUE_TIMEOUT_MS; PostgreSQL's pool, or PGlite's queue).
 * Calls already admitted keep their place, so they can finish within their timeouts.
 */
export function registerLoadShedding(app: FastifyInstance, { db, limits, isSheddable }: LoadSheddingOptions): void {
  const isLagging = limits.maxEventLoopDelayMs > 0 ? watchEventLoop(app, limits.maxEventLoopDelayMs) : () => false;
  const load = databaseLoad(db);
  const shedWaitMs = load ? (limits.dbShedWaitMs ?? load.timeoutMs / 5) : 0;
  const isQueueSlow = () => (load && shedWaitMs > 0 ? load.oldestWaitMs() > shedWaitMs : false);
  app.addHook('onRequest', async (request) => {
    if ((isLagging() || isQueueSlow()) && isSheddable(pathOf(request)))
      throw new ServiceUnavailableError(BUSY_RETRY_AFTER_SECONDS);
  });
}

/**
 * Samples the event-loop delay in windows of `windowMs` and reports lagging when the last two
 * windows both averaged more than `maxDelayMs`: one long pause (start-up, a garbage collection)
 * sheds nothing, sustained saturation sheds within about a second.
 */
function watchEventLoop(app: FastifyInstance, maxDelayMs: number, windowMs = 500): () => boolean {
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  let windowsOver = 0;
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    // No sample in a whole window means the loop was blocked for all of it.
    const delay = histogram.count > 0 ? histogram.mean / 1e6 - resolutionMs : now - last;
    windowsOver = delay > maxDelayMs ? windowsOver + 1 : 0;
    histogram.reset();
    last = now;
  }, windowMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });
  return () => windowsOver >= 2;
}
