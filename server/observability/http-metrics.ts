import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FLOOD_RULES } from '../auth/flood-control';
import { TooManyRequestsError } from '../errors';
import type { MetricFamilies } from './metric-families';

/** The sign-in operations (their route templates), and whose sign-in each is. */
const SIGN_IN_ROUTES: Record<string, 'member' | 'editor'> = {
  'POST /user/login': 'member',
  'POST /api/editor/login': 'editor',
};

/** A flood rule's name from the message it refuses with (each rule has its own text). */
const ruleOfMessage = new Map<string, string>(Object.entries(FLOOD_RULES).map(([name, rule]) => [rule.message, name]));

/** The route template Fastify matched (`/user/:uid`), never the URL the client sent: a bounded label. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? '(unmatched)';

function signInResult(status: number): string {
  if (status === 200) return 'success';
  if (status === 429) return 'throttled';
  if (status === 503) return 'unavailable';
  return status >= 400 && status < 500 ? 'refused' : 'error';
}

/**
 * Counts every request by route template and status, its duration, the requests in flight, the
 * 503s (shed, timed out, database away), flood-control refusals by rule and sign-ins by result.
 * Registered before the routes, so its hooks see all of them.
 */
export function registerHttpMetrics(app: FastifyInstance, families: MetricFamilies): void {
  // Requests counted in flight, so an aborted one that is also answered is not counted out twice.
  const inFlight = new WeakSet<FastifyRequest>();
  const leave = (request: FastifyRequest) => {
    if (inFlight.delete(request)) families.httpInFlight.dec();
  };
  app.addHook('onRequest', (request, _reply, done) => {
    inFlight.add(request);
    families.httpInFlight.inc();
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    leave(request);
    done();
  });
  app.addHook('onError', (_request, _reply, error, done) => {
    if (error instanceof TooManyRequestsError) families.floodRefusals.inc({ rule: ruleOfMessage.get(error.message) ?? 'other' });
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    leave(request);
    const route = routeOf(request);
    const status = reply.statusCode;
    const labels = { method: request.method, route, status: String(status) };
    families.httpRequests.inc(labels);
    families.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (status === 503) families.shedRequests.inc({ route });
    const audience = SIGN_IN_ROUTES[`${request.method} ${route}`];
    if (audience) families.signIns.inc({ audience, result: signInResult(status) });
    done();
  });
}

/** Series that exist from the start at 0, so rates and alerts see them before the first event. */
export function initialiseCounters(families: MetricFamilies): void {
  for (const result of ['sent', 'failed']) families.mails.inc({ result }, 0);
  for (const event of ['hit', 'miss', 'invalidation']) families.contentCache.inc({ event }, 0);
  for (const rule of Object.keys(FLOOD_RULES)) families.floodRefusals.inc({ rule }, 0);
  for (const audience of ['member', 'editor'])
    for (const result of ['success', 'refused', 'throttled', 'unavailable', 'error'])
      families.signIns.inc({ audience, result }, 0);
}
