import { buildApp } from './app';
import type { ServerConfig } from './config';
import { seedIfEmpty } from './content/seed-content';
import type { EarlyStart } from './early-start';
import { beginRuntime } from './runtime';
import { durableJobHandlers } from './services/job-runners';
import { removeOrphanPictures } from './services/profile-picture';

/** How long a graceful close may take (open requests, queued jobs, the database) before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 15_000;

/** `npm start`'s work once server.ts has begun opening the database: open the rest, listen, close gracefully. */
export async function serve(config: ServerConfig, early: EarlyStart): Promise<void> {
  const cannotStart = (error: Error): never => {
    console.error(`the Source cannot start: ${error.message}`);
    process.exit(1);
  };
  const runtime = await beginRuntime(config, console.log, { waitForDatabase: true, early, startJobs: false }).catch(cannotStart);
  const { deps, database, close, ready } = runtime;
  // The app is built (main-thread work) while PGlite opens on its thread; once the database is
  // open, the demo content is seeded and the job workers start (database work) beside it.
  const databaseWork = ready.then(async () => {
    const [seeded] = await Promise.all([
      seedIfEmpty(deps.db, deps.config.contentDir),
      deps.durableJobs.start(durableJobHandlers(deps)),
    ]);
    return seeded;
  }, cannotStart);
  // Made ready too (Fastify adds the routes and prepares their schemas then: 0.2–0.3 s), so that
  // listening, once the database is open, is only the socket.
  const readyApp = buildApp({ deps, logger: true }).then(async (app) => {
    await app.ready();
    return app;
  });
  const [app, seeded] = await Promise.all([readyApp, databaseWork]);
  if (seeded) app.log.info('empty database seeded with the demo content');

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
}
