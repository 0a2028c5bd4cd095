import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readConfig } from '../../../server/config';
import { seedIfEmpty } from '../../../server/content/seed-content';
import { openDatabase } from '../../../server/db/client';
import { snapshotPath } from './pglite-snapshots';

/**
 * Builds two PGlite snapshots once per run: migrated, and migrated + seeded. Every server test
 * app starts from one (about 2 s) instead of initdb + migrations + seed (about 6-15 s).
 */
export default async function buildPgliteSnapshots(): Promise<void> {
  await mkdir(path.dirname(snapshotPath('empty')), { recursive: true });
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await writeFile(snapshotPath('empty'), Buffer.from(await (await handle.dump!()).arrayBuffer()));
  await seedIfEmpty(handle.db, readConfig().contentDir);
  await writeFile(snapshotPath('seeded'), Buffer.from(await (await handle.dump!()).arrayBuffer()));
  await handle.close();
}
