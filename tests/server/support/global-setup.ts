import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { readConfig } from '../../../server/config';
import { seedIfEmpty } from '../../../server/content/seed-content';
import { openDatabase } from '../../../server/db/client';
import { snapshotPath } from './pglite-snapshots';
import { sqlCoverageDir } from './sql-coverage';

/**
 * Builds two PGlite snapshots once per run: migrated, and migrated + seeded. Every server test
 * app starts from one (about 2 s) instead of initdb + migrations + seed (about 6-15 s).
 */
export default async function buildPgliteSnapshots(project: TestProject): Promise<void> {
  // This run's engine records its SQL statements afresh (tests/server/support/sql-coverage.ts).
  const engine = project.config.env?.TEST_ENGINE;
  if (engine) await rm(path.join(sqlCoverageDir, engine), { recursive: true, force: true });
  await mkdir(path.dirname(snapshotPath('empty')), { recursive: true });
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await writeFile(snapshotPath('empty'), Buffer.from(await (await handle.dump!()).arrayBuffer()));
  await seedIfEmpty(handle.db, readConfig().contentDir);
  await writeFile(snapshotPath('seeded'), Buffer.from(await (await handle.dump!()).arrayBuffer()));
  await handle.close();
}
