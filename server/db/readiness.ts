import { max } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import { migrationsFolder, type Db } from './client';

/** drizzle's own record of applied migrations (drizzle.__drizzle_migrations), read only here. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

let newestShipped: number | undefined;

/** The `created_at` drizzle records for the newest migration in `migrations/` (read once). */
function newestShippedMigration(): number {
  newestShipped ??= Math.max(...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
  return newestShipped;
}

/**
 * Readiness for a load balancer: the database answers and has every migration this build ships.
 * Rejects with what the query threw (an unreachable database, a full queue), else true or false.
 */
export async function isDatabaseReady(db: Db): Promise<boolean> {
  const [row] = await db.select({ newest: max(appliedMigrations.createdAt) }).from(appliedMigrations);
  const newest = row?.newest;
  return newest !== null && newest !== undefined && Number(newest) >= newestShippedMigration();
}
