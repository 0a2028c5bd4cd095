import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../../server/config';
import type { DatabaseHandle, DatabaseLimits } from '../../../server/db/client';
import type { AppDeps } from '../../../server/deps';
import { lineJobLog, withJobQueue } from '../../../server/services/job-runners';
import { createDurableJobs } from '../../../server/jobs/durable-jobs';
import { assertNoViolations, openFreshDatabase, readyWatchedApp, testSecrets } from './test-app';
import { openSharedState } from '../../../server/shared-state';

export interface AppOverDatabase {
  app: FastifyInstance;
  deps: AppDeps;
  /** The database under the app, for tests that close it or hold it busy. */
  database: DatabaseHandle;
  close: () => Promise<void>;
}

interface Options {
  engine: 'pglite' | 'postgres';
  env?: Record<string, string>;
  limits?: Partial<DatabaseLimits>;
  /** More files for the built SPA, by path under DIST_DIR (e.g. `assets/big.js`). */
  distFiles?: Record<string, Buffer | string>;
}

/**
 * The real app over a seeded database the test controls (createTestApp hides its handle), with a
 * tiny built SPA in DIST_DIR so the SPA's files can be checked too. Responses are checked against
 * openapi.yaml on close, as in createTestApp.
 */
export async function appOverDatabase({ engine, env = {}, limits, distFiles = {} }: Options): Promise<AppOverDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'source-own-db-'));
  const distDir = path.join(dataDir, 'dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>The Source</title>');
  await writeFile(path.join(distDir, 'assets', 'app.js'), 'console.log("spa");');
  for (const [file, content] of Object.entries(distFiles)) await writeFile(path.join(distDir, file), content);
  // Event-loop shedding off unless a test asks for it, as in createTestApp (a busy machine is not the code under test).
  const config = readConfig({
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    PUBLIC_URL: 'http://portal.test',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const { database, dropDatabase } = await openFreshDatabase(engine, true, limits);
  const shared = await openSharedState(database, config.dataDir, () => {});
  const deps: AppDeps = withJobQueue(
    {
      config,
      db: database.db,
      secrets: testSecrets(),
      mailer: { mode: 'outbox', send: async () => {} },
      now: () => new Date(),
      contentCache: shared.contentCache,
      files: shared.files,
      durableJobs: createDurableJobs(database.executeSql, config.jobs, () => {}),
    },
    lineJobLog(() => {}),
  );
  // The queue's tables, without workers: these tests take the database away under the app.
  await deps.durableJobs.start();
  const { app, violations } = await readyWatchedApp(deps);
  return {
    app,
    deps,
    database,
    close: async () => {
      await deps.durableJobs.stop().catch(() => {});
      await app.close();
      await shared.close();
      await database.close().catch(() => {}); // a test may have closed it already
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
      assertNoViolations(violations);
    },
  };
}
