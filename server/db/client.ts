import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  /** 'pglite' (embedded, default) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the data folder as a tar dump (see pgliteSnapshot). */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  /** postgres://… URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for the PGlite files; `memory://` keeps it in memory (tests). */
  pgliteDir: string;
  /** A PGlite data folder dump to start from (tests start from a migrated, seeded snapshot). */
  pgliteSnapshot?: Blob;
}

/** Opens the database and applies every pending migration (same SQL for both engines). */
export async function openDatabase({ databaseUrl, pgliteDir, pgliteSnapshot }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!pgliteDir.startsWith('memory://')) await mkdir(pgliteDir, { recursive: true });
  const client = await PGlite.create({ dataDir: pgliteDir, loadDataDir: pgliteSnapshot });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
