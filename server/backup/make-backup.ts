import { sql } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { FILE_KINDS } from '../uploads/file-storage';
import { manifestFor, type BackupManifest } from './backup-manifest';
import { newestMigration, portalTables, tableAsJson } from './database-tables';
import { pendingJobs } from './pending-jobs';
import { packArchive, type ArchiveEntry } from './tar-archive';

/** Which engine the portal runs on, as its file storage tells (folders beside PGlite, a table in PostgreSQL). */
export const engineOf = (deps: Pick<AppDeps, 'files'>): BackupManifest['engine'] =>
  deps.files.where === 'database' ? 'postgres' : 'pglite';

/**
 * A backup of a running portal, as one gzipped tar: every table's rows (tables/<name>.json), the
 * uploaded files of a PGlite portal (files/<kind>/<key>; PostgreSQL keeps them in a table), the
 * durable jobs not done yet (jobs.json: notification mails not sent yet, pending-jobs.ts),
 * secrets.json, and manifest.json with counts and checksums.
 *
 * Consistent while the portal serves: all rows are read in one repeatable-read transaction (one
 * snapshot). With PGlite that transaction also holds the database's one queue, so no row changes
 * while the files are read inside it either: a file a row of the snapshot names was written
 * before that row, and is deleted only after a later row stopped naming it.
 */
export async function makeBackup(
  deps: Pick<AppDeps, 'db' | 'files' | 'secrets' | 'now'>,
): Promise<{ archive: Buffer; manifest: BackupManifest }> {
  const engine = engineOf(deps);
  const { entries, tables, migration, jobs } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const names = await portalTables(tx);
    const read: ArchiveEntry[] = [];
    const counted: BackupManifest['tables'] = [];
    for (const name of names) {
      const json = await tableAsJson(tx, name);
      read.push({ name: `tables/${name}.json`, bytes: Buffer.from(json) });
      counted.push({ name, rows: (JSON.parse(json) as unknown[]).length });
    }
    const pending = await pendingJobs(tx);
    read.push({ name: 'jobs.json', bytes: Buffer.from(JSON.stringify(pending)) });
    if (engine === 'pglite') {
      for (const kind of FILE_KINDS) {
        for (const { key } of await deps.files.list(kind)) {
          const file = await deps.files.get(kind, key);
          if (file) read.push({ name: `files/${kind}/${key}`, bytes: file.bytes });
        }
      }
    }
    return { entries: read, tables: counted, migration: await newestMigration(tx), jobs: pending.length };
  });
  entries.push({ name: 'secrets.json', bytes: Buffer.from(JSON.stringify(deps.secrets, null, 2)) });
  const about = { createdAt: deps.now().toISOString(), engine, migration, tables, jobs };
  const manifestEntry = manifestFor(entries, about);
  return {
    archive: packArchive([...entries, manifestEntry]),
    manifest: JSON.parse(manifestEntry.bytes.toString()) as BackupManifest,
  };
}
