import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { drizzle as nodePgDrizzle } from 'drizzle-orm/node-postgres';
import type { migrate as nodePgMigrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client, Pool } from 'pg';
import { projectRoot } from '../project-root';
import { isDatabaseUnavailable } from './connection-errors';
import { openPgliteThread, type PgliteThread } from './pglite-thread';
import * as schema from './schema';
import { WorkQueue, type DatabaseLoad } from './work-queue';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  /** 'pglite' (embedded, default) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the data folder as a tar dump (see pgliteSnapshot). */
  dump?: () => Promise<Blob>;
  /** Plain SQL for the job queue's library (server/jobs/durable-jobs.ts): one or several statements. */
  executeSql: ExecuteSql;
  /**
   * PostgreSQL only: a new connected client outside the pool, for a connection that must stay
   * its own (LISTEN: server/db/notification-channel.ts). The caller ends it.
   */
  connectClient?: () => Promise<Client>;
}

/** Runs SQL text with `$n` parameters; without parameters the text may hold several statements. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** Bounds on database work (see docs/operations.md); the defaults suit one portal process. */
export interface DatabaseLimits {
  /** PostgreSQL only: connections in the pool (DB_POOL_MAX). */
  poolMax: number;
  /** Database operations allowed to wait for a connection or their turn (DB_QUEUE_MAX). */
  maxWaiting: number;
  /** Longest wait for a connection or a turn, in ms (DB_QUEUE_TIMEOUT_MS). */
  timeoutMs: number;
}

export const defaultDatabaseLimits: DatabaseLimits = { poolMax: 10, maxWaiting: 1_000, timeoutMs: 5_000 };

/** Read at run time (by the migrator and /readyz), so resolved from the project root: the compiled server runs from build/server/. */
export const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations');

interface OpenDatabaseOptions {
  /** postgres://… URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for the PGlite files; `memory://` keeps it in memory (tests). */
  pgliteDir: string;
  /** A PGlite data folder dump to start from (tests start from a migrated, seeded snapshot). */
  pgliteSnapshot?: Blob;
  /**
   * PGlite's thread for `pgliteDir`, already opening: `npm start` begins it before the rest of the
   * server has loaded (server/early-start.ts). Without it the thread is started here.
   */
  pgliteThread?: Promise<PgliteThread>;
  limits?: Partial<DatabaseLimits>;
  /**
   * PostgreSQL only: how long to keep retrying (with backoff) while the server cannot be reached
   * at start-up, in ms; 0 fails at once. Each failed attempt is reported through `log`.
   */
  startupTimeoutMs?: number;
  /** Where connection trouble is reported (a dropped idle connection, a retry at start-up). */
  log?: (message: string) => void;
  /**
   * Told the text of every statement the app sends (drizzle's and the job queue's), before it runs:
   * the server suite records which statements ran on each engine (docs/testing.md).
   */
  onStatement?: (text: string) => void;
}

const loads = new WeakMap<Db, DatabaseLoad>();

/** How long database operations wait, for load shedding to refuse new API requests while the queue is slow. */
export function databaseLoad(db: Db): DatabaseLoad | undefined {
  return loads.get(db);
}

/** Opens the database and applies every pending migration (same SQL for both engines). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { handle, ready } = await beginOpenDatabase(options);
  await ready;
  return handle;
}

/** A database being opened: its handle at once, `ready` once it is open and migrated. */
export interface OpeningDatabase {
  /** Statements sent before `ready` wait until the database has opened. */
  handle: DatabaseHandle;
  /** Rejects when the database cannot be opened or migrated (PGlite's thread is then closed). */
  ready: Promise<void>;
}

/**
 * Like openDatabase, without waiting for PGlite to open: `npm start` builds the app meanwhile
 * (docs/performance.md, "Start-up"). PostgreSQL is reached and migrated first (the connection it
 * listens on must be up before the app is built), so its `ready` has already resolved.
 */
export async function beginOpenDatabase(options: OpenDatabaseOptions): Promise<OpeningDatabase> {
  const limits = { ...defaultDatabaseLimits, ...options.limits };
  if (options.databaseUrl) return { handle: await openPostgres(options.databaseUrl, limits, options), ready: Promise.resolve() };
  return beginPglite(
    options.pgliteThread ?? openPgliteThread(options.pgliteDir, options.pgliteSnapshot),
    limits,
    options.onStatement,
  );
}

/** Drizzle's logger for `onStatement`, or none. */
function statementLogger(onStatement: OpenDatabaseOptions['onStatement']) {
  return onStatement ? { logQuery: (query: string) => onStatement(query) } : undefined;
}

/** `executeSql` telling `onStatement` first. */
function reportingExecute(execute: ExecuteSql, onStatement: OpenDatabaseOptions['onStatement']): ExecuteSql {
  if (!onStatement) return execute;
  return (text, values) => {
    onStatement(text);
    return execute(text, values);
  };
}

async function openPostgres(
  databaseUrl: string,
  limits: DatabaseLimits,
  { startupTimeoutMs = 0, log = () => {}, onStatement }: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: limits.poolMax,
    // Fail fast instead of hanging when the server is away or every connection is busy.
    connectionTimeoutMillis: limits.timeoutMs,
    keepAlive: true,
  });
  // An idle connection dropped by the server (restart, failover, admin shutdown) is emitted on the
  // pool; unhandled, that event would end the process. The pool discards the connection and opens
  // a new one on the next query, so reporting it is all there is to do.
  pool.on('error', (error) => log(`database connection lost: ${error.message}`));
  const db = drizzle(pool, { schema, logger: statementLogger(onStatement) }) as unknown as Db;
  loads.set(db, boundWaiting(pool, limits));
  try {
    await retryWhileUnreachable(() => migrateSerialised(pool, migrate, drizzle), startupTimeoutMs, log);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const connectClient = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: limits.timeoutMs, keepAlive: true });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  };
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    connectClient,
    executeSql: reportingExecute((text, values) => pool.query(text, values), onStatement),
  };
}

/**
 * Any number to name the advisory lock that serialises migrations (`the Source migrates`). Every
 * portal process sharing one database takes it around drizzle's migrator.
 */
export const MIGRATION_LOCK_KEY = 0x50_4f_52_54; // 'PORT'

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, on one connection. Without it, two
 * processes starting together on an empty database both find no migration applied and both run the
 * first one: one of them fails on "relation already exists" (or on creating drizzle's own schema).
 * With it the second waits, then finds everything applied and runs nothing.
 */
async function migrateSerialised(pool: Pool, migrate: typeof nodePgMigrate, drizzle: typeof nodePgDrizzle): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {
        broken = true; // the lock goes with the session: this connection must not return to the pool
      });
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    client.release(broken);
  }
}

type ConnectCallback = (...args: unknown[]) => void;

/**
 * Refuses a connection request at once when `maxWaiting` already wait for one (pg-pool's queue
 * has no bound), and tracks how long the oldest request has waited, for load shedding.
 */
function boundWaiting(pool: Pool, { maxWaiting, timeoutMs }: DatabaseLimits): DatabaseLoad {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<unknown> | undefined;
  const pending = new Set<{ since: number }>(); // in insertion order: the first is the oldest
  pool.connect = ((callback?: ConnectCallback) => {
    if (pool.waitingCount >= maxWaiting) {
      const error = new Error('timeout exceeded when trying to connect: too many waiting for a connection');
      if (callback) return void process.nextTick(() => callback(error));
      return Promise.reject(error);
    }
    const entry = { since: Date.now() };
    pending.add(entry);
    if (callback)
      return connect((...args) => {
        pending.delete(entry);
        callback(...args);
      });
    return connect()!.finally(() => pending.delete(entry));
  }) as typeof pool.connect;
  return {
    timeoutMs,
    waiting: () => pool.waitingCount,
    inUse: () => pool.totalCount - pool.idleCount,
    oldestWaitMs: () => {
      const [oldest] = pending;
      return oldest ? Date.now() - oldest.since : 0;
    },
  };
}

async function beginPglite(
  opening: Promise<PgliteThread>,
  limits: DatabaseLimits,
  onStatement: OpenDatabaseOptions['onStatement'],
): Promise<OpeningDatabase> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const queue = new WorkQueue({ concurrency: 1, maxWaiting: limits.maxWaiting, timeoutMs: limits.timeoutMs });
  const inQueue = queued(
    afterSettled(opening, (thread) => thread.client),
    queue,
  );
  const ready = (async () => {
    const thread = await opening;
    try {
      await migrate(drizzle({ client: inQueue as PGlite }) as never, { migrationsFolder });
    } catch (error) {
      await thread.close();
      throw error;
    }
  })();
  // Awaited by the caller, which reports a failure; until then it is not an unhandled rejection.
  ready.catch(() => {});
  // Everything but the migrator waits for the migrations (outside the queue, which they need).
  const db = drizzle({
    client: afterSettled(ready, () => inQueue) as PGlite,
    schema,
    logger: statementLogger(onStatement),
  }) as unknown as Db;
  const migrated = ready.then(() => opening);
  migrated.catch(() => {});
  loads.set(db, queue);
  return {
    ready,
    handle: {
      db,
      kind: 'pglite',
      close: async () => (await opening).close(),
      dump: async () => (await opening).dump(),
      executeSql: reportingExecute(async (text, values) => {
        const { client, script } = await migrated;
        return queue.run(() => (values && values.length > 0 ? client.query(text, values) : script(text)));
      }, onStatement),
    },
  };
}

/**
 * PGlite's two calls for drizzle, from the client `clientOf` gives once `settling` has resolved:
 * until then each call waits for it (and fails with its error), then they go straight through.
 */
function afterSettled<T>(settling: Promise<T>, clientOf: (value: T) => PgliteThread['client']): PgliteThread['client'] {
  let settled: PgliteThread['client'] | undefined;
  settling.then(
    (value) => (settled = clientOf(value)),
    () => {},
  );
  return {
    query: ((...args: Parameters<PGlite['query']>) =>
      settled ? settled.query(...args) : settling.then((value) => clientOf(value).query(...args))) as PGlite['query'],
    transaction: ((callback: Parameters<PGlite['transaction']>[0]) =>
      settled
        ? settled.transaction(callback)
        : settling.then((value) => clientOf(value).transaction(callback))) as PGlite['transaction'],
  };
}

/**
 * The two PGlite methods drizzle calls, each statement or transaction taking its turn in the
 * queue (statements inside a transaction run on the transaction's own handle, so they do not
 * queue again).
 */
function queued(client: PgliteThread['client'], queue: WorkQueue): PgliteThread['client'] {
  return {
    query: ((...args: Parameters<PGlite['query']>) => queue.run(() => client.query(...args))) as PGlite['query'],
    transaction: ((callback: Parameters<PGlite['transaction']>[0]) =>
      queue.run(() => client.transaction(callback))) as PGlite['transaction'],
  };
}

/** Runs `attempt` until it succeeds, fails for another reason than an unreachable server, or `timeoutMs` passes. */
async function retryWhileUnreachable(
  attempt: () => Promise<void>,
  timeoutMs: number,
  log: (message: string) => void,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 1_000; ; delay = Math.min(delay * 2, 15_000)) {
    try {
      return await attempt();
    } catch (error) {
      const wait = Math.min(delay, deadline - Date.now());
      if (!isDatabaseUnavailable(error) || wait <= 0) throw error;
      log(`database not reachable (${rootMessage(error)}); retrying in ${Math.ceil(wait / 1000)} s`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

function rootMessage(error: unknown): string {
  let current = error as { message?: string; cause?: unknown; code?: string };
  while (current.cause && typeof current.cause === 'object') current = current.cause as typeof current;
  return current.message || current.code || String(error);
}
