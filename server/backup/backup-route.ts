import type { FastifyInstance } from 'fastify';
import { createAdminAuth } from '../auth/bearer-auth';
import type { AppDeps } from '../deps';
import { makeBackup } from './make-backup';

/** Where `npm run portal -- backup` asks a running portal for its backup. */
export const BACKUP_PATH = '/admin/backup';

/**
 * `GET /admin/backup` (admin token): the running portal's backup as a gzipped tar (make-backup.ts).
 * The CLI needs it for PGlite, which only the portal's process may open while it runs. A plain
 * route like the probes, not yet an operation of openapi.yaml: its answer is a binary archive for
 * the CLI alone (docs/operations.md, "Backups").
 */
export function registerBackupRoute(app: FastifyInstance, deps: AppDeps): void {
  const adminAuth = createAdminAuth(deps.secrets.adminToken);
  app.get(BACKUP_PATH, { preHandler: async (request) => adminAuth(request) }, async (_request, reply) => {
    const { archive } = await makeBackup(deps);
    return reply.header('content-type', 'application/gzip').header('cache-control', 'no-store').send(archive);
  });
}
