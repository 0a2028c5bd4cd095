import path from 'node:path';
import { readConfig, type ServerConfig } from './config';
import { beginOpenDatabase, type DatabaseHandle } from './db/client';
import type { AppDeps } from './deps';
import { beginStart, pgliteFolder, type EarlyStart } from './early-start';
import { createMailer } from './mail/mailer';
import { loadOrCreateSecrets } from './secrets';
import { createDurableJobs } from './jobs/durable-jobs';
import { durableJobHandlers, lineJobLog, withJobQueue } from './services/job-runners';
import { openSharedState } from './shared-state';

interface Runtime {
  deps: AppDeps;
  database: DatabaseHandle;
  /** Closes the database and releases the PGlite data-folder lock. */
  close: () => Promise<void>;
}

interface RuntimeOptions {
  waitForDatabase?: boolean;
  early?: EarlyStart;
  startJobs?: boolean;
}

/**
 * Opens everything the portal runs on (config, database, secrets, mailer) from the environment.
 * With PGlite it first locks the data folder: PGlite admits one process, so a second one is
 * refused instead of corrupting the first one's view. With `waitForDatabase`, an unreachable
 * PostgreSQL is retried with backoff for DB_STARTUP_TIMEOUT_MS, each attempt logged, before giving up.
 * `early` is what `npm start` began before the rest of the server loaded (the lock, PGlite opening).
 * Without `startJobs` the caller starts this process's job workers itself (`npm start` does it
 * while it builds the app).
 */
export async function openRuntime(
  config: ServerConfig = readConfig(),
  log: (m: string) => void = console.log,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const runtime = await beginRuntime(config, log, options);
  await runtime.ready;
  return runtime;
}

/**
 * Like openRuntime, without waiting for PGlite to open and migrate: everything else is ready, and
 * `ready` resolves once the database is (then, with `startJobs`, the job workers have started).
 * When `ready` rejects, the data folder's lock has been released. `npm start` builds the app
 * meanwhile (docs/performance.md, "Start-up"); nothing may use the database before `ready`.
 */
export async function beginRuntime(
  config: ServerConfig = readConfig(),
  log: (m: string) => void = console.log,
  { waitForDatabase = false, early, startJobs = true }: RuntimeOptions = {},
): Promise<Runtime & { ready: Promise<void> }> {
  const { release, pgliteThread } = early ?? (await beginStart(config));
  try {
    const { limits } = config;
    const opening = await beginOpenDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: pgliteFolder(config.dataDir),
      pgliteThread,
      limits: { poolMax: limits.dbPoolMax, maxWaiting: limits.dbQueueMax, timeoutMs: limits.dbQueueTimeoutMs },
      // `npm start` under a supervisor waits for a PostgreSQL that is still starting; a CLI command fails at once.
      startupTimeoutMs: waitForDatabase ? limits.dbStartupTimeoutMs : 0,
      log,
    });
    const database = opening.handle;
    const secrets = await loadOrCreateSecrets(config.dataDir);
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'mail'),
      log,
      dkim: config.dkim,
    });
    const shared = await openSharedState(database, config.dataDir, log);
    const deps = withJobQueue(
      {
        config,
        db: database.db,
        secrets,
        mailer,
        now: () => new Date(),
        contentCache: shared.contentCache,
        files: shared.files,
        durableJobs: createDurableJobs(database.executeSql, config.jobs, log),
      },
      lineJobLog(),
    );
    const ready = (async () => {
      try {
        await opening.ready;
        // Every process works the queue: the server, and a CLI command that runs without one.
        if (startJobs) await deps.durableJobs.start(durableJobHandlers(deps));
      } catch (error) {
        await shared.close();
        await release();
        throw error;
      }
    })();
    // Awaited by the caller, which reports a failure; until then it is not an unhandled rejection.
    ready.catch(() => {});
    const close = async () => {
      await deps.durableJobs.stop();
      await deps.jobs.drain();
      await shared.close();
      await database.close();
      await release();
    };
    return { database, close, deps, ready };
  } catch (error) {
    await release();
    throw error;
  }
}
