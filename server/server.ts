import { buildApp } from './app';
import { seedIfEmpty } from './content/seed-content';
import { isDatabaseUnavailable } from './db/connection-errors';
import { openRuntime } from './runtime';
import { removeOrphanPictures } from './services/profile-picture';

// `npm start` (compiled into build/server/server.js by `npm run build`): listen and close
// gracefully; everything else is built in app.ts.
// A database that drops away later must never end the process: requests answer 503 meanwhile.
process.on('unhandledRejection', (reason) => {
  if (isDatabaseUnavailable(reason)) return console.warn(`database unavailable: ${(reason as Error).message}`);
  throw reason;
});

const runtime = await openRuntime(undefined, console.log, { waitForDatabase: true }).catch((error: Error) => {
  console.error(`the Source cannot start: ${error.message}`);
  process.exit(1);
});
const { deps, database, close } = runtime;
const seeded = await seedIfEmpty(deps.db, deps.config.contentDir);
const app = await buildApp({ deps, logger: true });
if (seeded) app.log.info('empty database seeded with the demo content');

/** How long a graceful close may take (open requests, queued jobs, the database) before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 15_000;

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, closing`);
  setTimeout(() => {
    app.log.error(`still closing after ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  await app.close();
  await close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: deps.config.port, host: deps.config.host });
app.log.info(`the Source is running at ${deps.config.publicUrl} (database: ${database.kind}, mail: ${deps.mailer.mode})`);

// Housekeeping after listening, off the start path (docs/performance.md, "Start-up"): files left by
// a crash between storing a picture and saving the profile. Only files older than an hour go, so
// an upload that starts meanwhile is safe.
void removeOrphanPictures(deps).then(
  (orphans) => orphans.length > 0 && app.log.info(`removed ${orphans.length} unreferenced upload(s)`),
  (error: Error) => app.log.warn(`could not sweep unreferenced uploads: ${error.message}`),
);
