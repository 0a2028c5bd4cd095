import { LogController, type FastifyInstance } from 'fastify';
import type { RequestLogSettings } from '../config';

/**
 * Answers that are already logged their own way, at most once in a while: 503 (overload, outage;
 * plugins/error-handler.ts) and 429 (flood control), so a flood cannot flood the log.
 */
const LOGGED_ELSEWHERE = new Set([429, 503]);

/** Fastify's own request logging: on for REQUEST_LOG=all, off when the sampled log below replaces it. */
export function requestLogController({ mode }: RequestLogSettings): LogController {
  return new LogController({ disableRequestLogging: mode === 'sampled' });
}

/**
 * REQUEST_LOG=sampled: one line per API call worth a line (failed, slow, or in the sample), as
 * Fastify would print it when the call is answered. Logging every call was a measurable share of
 * the work (docs/performance.md).
 */
export function registerSampledRequestLog(
  app: FastifyInstance,
  { mode, slowMs, sampleRate }: RequestLogSettings,
  isApiPath: (pathname: string) => boolean,
  random: () => number = Math.random,
): void {
  if (mode !== 'sampled') return;
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const failed = status >= 400 && !LOGGED_ELSEWHERE.has(status);
    const slow = reply.elapsedTime >= slowMs;
    if ((failed || slow || random() < sampleRate) && isApiPath(request.url.split('?')[0] ?? '/')) {
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
    done();
  });
}
