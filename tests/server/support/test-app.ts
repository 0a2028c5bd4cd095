import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { readConfig, type ServerConfig } from '../../../server/config';
import { openDatabase, type DatabaseHandle, type DatabaseLimits } from '../../../server/db/client';
import { seedIfEmpty } from '../../../server/content/seed-content';
import type { AppDeps } from '../../../server/deps';
import { createDurableJobs } from '../../../server/jobs/durable-jobs';
import { durableJobHandlers, lineJobLog, withJobQueue } from '../../../server/services/job-runners';
import type { Mailer, OutgoingMail } from '../../../server/mail/mailer';
import { watchContract, type ContractViolation } from './contract-check';
import { freshPostgresDatabase } from './postgres-database';
import { readSnapshot } from './pglite-snapshots';
import { recordStatement } from './sql-coverage';
import { openSharedState, type SharedState } from '../../../server/shared-state';

export { engines, onPostgres } from './engines';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Every mail the app sent, newest last (a recording mailer; delivery itself is tested in e2e). */
  mails: OutgoingMail[];
  /** Lines the job queue logged (failed or abandoned background jobs). */
  jobLog: string[];
  /** Moves the app's clock forward. */
  advanceClock: (ms: number) => void;
  /** Waits until the job queue has run every due job (notification emails); fails after 20 s. */
  settleJobs: () => Promise<void>;
  /** PostgreSQL only: the test's database, for a second app over it (createAppOnSameDatabase). */
  databaseUrl?: string;
  /** The files and content cache as the engine shares them (server/shared-state.ts). */
  shared: SharedState;
  close: () => Promise<void>;
}

interface TestAppOptions {
  engine: 'pglite' | 'postgres';
  /** Seed the demo content (default true). */
  seed?: boolean;
  env?: Record<string, string>;
  /** Where the app logs (default: no log), for tests that read the log. */
  logStream?: { write(line: string): void };
}

/** Builds the real app on a fresh database (in-memory PGlite or a new PostgreSQL database). */
export async function createTestApp({ engine, seed = true, env = {}, logStream }: TestAppOptions): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'source-test-'));
  // Shedding depends on how busy the machine is, not on the code under test: off unless a test asks
  // for it (the load-shedding tests use appOverDatabase). On a loaded machine a start-up statement
  // held PGlite's turn for over a second and the first call answered 503.
  const config: ServerConfig = readConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://portal.test',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    DB_SHED_WAIT_MS: '0',
    // The job queue looks often and retries soon, so a test sees its emails within a second or two.
    JOBS_POLL_SECONDS: '0.5',
    JOBS_RETRY_DELAY_SECONDS: '1',
    JOBS_RETRY_LIMIT: '2',
    ...env,
  });
  const { database, dropDatabase, url } = await openFreshDatabase(engine, seed);
  if (seed) await seedIfEmpty(database.db, config.contentDir);
  const built = await buildTestApp({ database, config, logStream });
  return {
    ...built,
    databaseUrl: url,
    close: async () => {
      await built.close();
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
      // Every response of every server test must match openapi.yaml.
      built.assertContract();
    },
  };
}

/**
 * A second app over the database of `first` (PostgreSQL only), with its own data folder, mails,
 * cache and connections: what a second portal process is. Close it before `first`.
 */
export async function createAppOnSameDatabase(first: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  if (!first.databaseUrl) throw new Error('a second app over one database needs PostgreSQL');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'source-test-b-'));
  const config: ServerConfig = readConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://portal.test',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const database = await openDatabase({ databaseUrl: first.databaseUrl, pgliteDir: '', onStatement: postgresStatement });
  const built = await buildTestApp({ database, config, secrets: first.deps.secrets });
  return {
    ...built,
    databaseUrl: first.databaseUrl,
    close: async () => {
      await built.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      built.assertContract();
    },
  };
}

interface BuildOptions {
  database: DatabaseHandle;
  config: ServerConfig;
  secrets?: AppDeps['secrets'];
  logStream?: TestAppOptions['logStream'];
}

/** The app over an open database: deps with a recording mailer and a movable clock, ready and watched. */
async function buildTestApp({ database, config, secrets = testSecrets(), logStream }: BuildOptions) {
  let offset = 0;
  const mails: OutgoingMail[] = [];
  const mailer: Mailer = { mode: 'outbox', send: async (mail) => void mails.push(mail) };
  const jobLog: string[] = [];
  const shared = await openSharedState(database, config.dataDir, () => {});
  // Retries without waiting, so a failing job is reported within the test that caused it.
  const deps: AppDeps = withJobQueue(
    {
      config,
      db: database.db,
      secrets,
      mailer,
      now: () => new Date(Date.now() + offset),
      contentCache: shared.contentCache,
      files: shared.files,
      durableJobs: createDurableJobs(database.executeSql, config.jobs, (line) => void jobLog.push(line)),
    },
    lineJobLog((line) => void jobLog.push(line)),
    { retryDelaysMs: [0] },
  );
  await deps.durableJobs.start(durableJobHandlers(deps));
  const { app, violations } = await readyWatchedApp(deps, logStream);
  return {
    app,
    deps,
    mails,
    advanceClock: (ms: number) => void (offset += ms),
    settleJobs: async () => {
      if (!(await deps.durableJobs.settled(20_000))) throw new Error('the job queue still had due jobs after 20 s');
    },
    jobLog,
    shared,
    close: async () => {
      // A job a test left hanging (e.g. a mailer that never answers) must not hold the suite.
      await deps.durableJobs.stop();
      await deps.jobs.drain(1000);
      await app.close();
      await shared.close();
    },
    assertContract: () => assertNoViolations(violations),
  };
}

/** Secrets of a test app: a fresh invitation key, and the admin token the tests send. */
export function testSecrets(): AppDeps['secrets'] {
  return { invitationKey: randomBytes(32).toString('base64url'), adminToken: 'test-admin-token' };
}

/** The app over `deps`, ready, with every response checked against openapi.yaml (see assertNoViolations). */
export async function readyWatchedApp(deps: AppDeps, logStream?: TestAppOptions['logStream']) {
  const app = await buildApp({ deps, logStream });
  const violations: ContractViolation[] = [];
  watchContract(app, violations);
  await app.ready();
  return { app, violations };
}

/** Fails with every response that broke the contract. */
export function assertNoViolations(violations: ContractViolation[]): void {
  if (violations.length === 0) return;
  throw new Error(
    `responses that break the contract:\n${violations.map((v) => `${v.operationId} ${v.status}: ${v.problem}`).join('\n')}`,
  );
}

const pgliteStatement = (text: string) => recordStatement('pglite', text);
const postgresStatement = (text: string) => recordStatement('postgres', text);

/** A fresh database of the engine (PGlite from a snapshot, or a new PostgreSQL database), optionally with its own limits. */
export async function openFreshDatabase(
  engine: 'pglite' | 'postgres',
  seeded: boolean,
  limits?: Partial<DatabaseLimits>,
): Promise<{ database: DatabaseHandle; dropDatabase: () => Promise<void>; url?: string }> {
  if (engine === 'pglite') {
    const pgliteSnapshot = await readSnapshot(seeded ? 'seeded' : 'empty');
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteSnapshot, limits, onStatement: pgliteStatement });
    return { database, dropDatabase: async () => {} };
  }
  const { url, drop } = await freshPostgresDatabase('source_t');
  const database = await openDatabase({ databaseUrl: url, pgliteDir: '', limits, onStatement: postgresStatement });
  return { database, url, dropDatabase: drop };
}
