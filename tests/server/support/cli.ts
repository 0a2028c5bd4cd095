import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { main } from '../../../server/cli';
import { freshPostgresDatabase } from './postgres-database';
import { createTestApp, type TestApp } from './test-app';

/** Runs the portal CLI in-process and collects what it prints. */
export async function runCli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(
    argv,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out, err };
}

/** A port nothing listens on (taken from the OS, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Puts back, after each test, the environment variables the CLI tests set. */
export function restoreCliEnvAfterEach() {
  const savedEnv = { ...process.env };
  afterEach(() => {
    for (const key of ['DATA_DIR', 'ADMIN_API_URL', 'PUBLIC_URL', 'DATABASE_URL', 'SMTP_URL']) {
      if (savedEnv[key] === undefined) delete process.env[key];
      else process.env[key] = savedEnv[key];
    }
  });
}

/** A fresh $DATA_DIR holding the admin token the running test server accepts. */
export async function makeCliDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await writeFile(
    path.join(dataDir, 'secrets.json'),
    JSON.stringify({ invitationKey: 'unused', adminToken: 'test-admin-token' }),
  );
  return dataDir;
}

/** Points the CLI at the listening test server through $DATA_DIR's token. */
export function useRunningServer(t: TestApp, dataDir: string) {
  process.env.DATA_DIR = dataDir;
  process.env.ADMIN_API_URL = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}

/** Where a test restores a backup: a fresh data folder and, on PostgreSQL, a fresh empty database (the restore migrates it). */
export interface RestoreTarget {
  dataDir: string;
  /** PostgreSQL only. */
  databaseUrl?: string;
  /** Drops the database and removes the data folder. */
  remove: () => Promise<void>;
}

export async function makeRestoreTarget(engine: 'pglite' | 'postgres', dataDirPrefix: string): Promise<RestoreTarget> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), dataDirPrefix));
  const database = engine === 'postgres' ? await freshPostgresDatabase('source_restore') : undefined;
  return {
    dataDir,
    databaseUrl: database?.url,
    remove: async () => {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Points the CLI at the restore target ($DATA_DIR and $DATABASE_URL), not at a running portal. */
export function useRestoreTarget(target: RestoreTarget) {
  delete process.env.ADMIN_API_URL;
  process.env.DATA_DIR = target.dataDir;
  if (target.databaseUrl) process.env.DATABASE_URL = target.databaseUrl;
  else delete process.env.DATABASE_URL;
}

/** A test app listening for the CLI, and the $DATA_DIR that holds its admin token. */
export interface CliPortal {
  readonly t: TestApp;
  readonly dataDir: string;
  /** Points the CLI at it (useRunningServer). */
  use: () => void;
}

/**
 * For the tests of the CLI through the running server: before the block's tests, a test app
 * listening on a free port, a fresh $DATA_DIR with its admin token, then whatever `prepare` adds;
 * after them, both gone. Read `t` and `dataDir` inside the tests, once the block has started.
 */
export function runningPortalForCli(options: {
  engine: 'pglite' | 'postgres';
  seed?: boolean;
  dataDirPrefix: string;
  prepare?: (t: TestApp, dataDir: string) => Promise<unknown>;
}): CliPortal {
  const portal = { use: () => useRunningServer(portal.t, portal.dataDir) } as { t: TestApp; dataDir: string; use: () => void };
  beforeAll(async () => {
    portal.t = await createTestApp({ engine: options.engine, seed: options.seed });
    await portal.t.app.listen({ port: 0, host: '127.0.0.1' });
    portal.dataDir = await makeCliDataDir(options.dataDirPrefix);
    await options.prepare?.(portal.t, portal.dataDir);
  });
  afterAll(async () => {
    await portal.t?.close();
    if (portal.dataDir) await rm(portal.dataDir, { recursive: true, force: true });
  });
  return portal;
}
