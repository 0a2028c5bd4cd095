import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from '../db/connection-errors';
import { isDatabaseReady } from '../db/readiness';
import { ServiceUnavailableError } from '../errors';

/**
 * Probes for load balancers and supervisors, plain routes outside openapi.yaml (no SPA calls
 * them; docs/operations.md): `/healthz` says the process is up and never touches the database,
 * `/readyz` says the database answers and has every migration of this build (else 503 `{message}`
 * with `Retry-After`). Neither is cached, and neither is shed under load.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    let ready: boolean;
    try {
      ready = await isDatabaseReady(db);
    } catch (error) {
      throw databaseUnavailable(error);
    }
    if (!ready)
      throw new ServiceUnavailableError(DATABASE_RETRY_AFTER_SECONDS, {
        message: 'The database is missing migrations of this version. Please try again in a moment.',
      });
    return { status: 'ready' };
  });
}
