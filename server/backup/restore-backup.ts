import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isNull } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { sessions } from '../db/schema';
import { FILE_KINDS, isFileKey, type FileKind } from '../uploads/file-storage';
import { BackupError, type VerifiedBackup } from './backup-manifest';
import { advanceSequences, emptyTables, loadTableJson, newestMigration, portalTables, rowCounts } from './database-tables';
import { engineOf } from './make-backup';
import { requeueJobs, type PendingJob } from './pending-jobs';

/** Tables the migrations themselves fill: rows there do not make a new database "not empty". */
const FILLED_BY_MIGRATIONS = new Set(['consent_versions', 'landing_page_versions']);

export interface RestoreReport {
  tables: { name: string; rows: number }[];
  files: number;
  sessionsEnded: number;
  /** Durable jobs not done at backup time, queued again. */
  jobs: number;
}

/**
 * Restores a verified backup into the database and data folder of `deps` (a runtime the CLI
 * opened: no portal serves them). Refuses a target that holds data unless `force`, which empties
 * it first. Every session is ended: whoever holds a copy of the backup must not resume one (the
 * rows keep only token hashes, but a token stolen before would work again). The durable jobs not
 * done at backup time (jobs.json: notification mails not sent yet) are queued again, in the same
 * transaction as the rows they send. The caller writes the backup's secrets.json, so invitation
 * links and the CLI's admin token keep working.
 */
export async function restoreBackup(
  deps: Pick<AppDeps, 'db' | 'files' | 'now' | 'config' | 'durableJobs'>,
  { manifest, entries }: VerifiedBackup,
  { force }: { force: boolean },
): Promise<RestoreReport> {
  const engine = engineOf(deps);
  if (manifest.engine !== engine)
    throw new BackupError(
      `This is a backup of a ${manifest.engine} portal; the target is ${engine}. Restore it onto the same engine.`,
    );
  if ((await newestMigration(deps.db)) !== manifest.migration)
    throw new BackupError(
      'The backup was made by another version of the portal (its database schema differs): restore it with that version.',
    );
  const files = [...entries.keys()].flatMap((name) => {
    const [, kind, key] = /^files\/([a-z]+)\/([^/]+)$/.exec(name) ?? [];
    return kind && key && (FILE_KINDS as readonly string[]).includes(kind) && isFileKey(kind as FileKind, key)
      ? [{ kind: kind as FileKind, key, bytes: entries.get(name)! }]
      : [];
  });
  const existingFiles = (await Promise.all(FILE_KINDS.map((kind) => deps.files.list(kind)))).flat().length;
  const jobsEntry = entries.get('jobs.json');
  const jobs = jobsEntry ? (JSON.parse(jobsEntry.toString('utf8')) as PendingJob[]) : [];
  // The queue's tables, made as a portal's start makes them (no worker starts here).
  await deps.durableJobs.start();
  const sessionsEnded = await deps.db.transaction(async (tx) => {
    const tables = await portalTables(tx);
    const backedUp = manifest.tables.map((table) => table.name);
    if (tables.length !== backedUp.length || !tables.every((name) => backedUp.includes(name)))
      throw new BackupError('The backup’s tables are not this database’s: restore it with the version that made it.');
    const counts = await rowCounts(tx, tables);
    const holding = tables.filter((name) => counts[name]! > 0 && !FILLED_BY_MIGRATIONS.has(name));
    if ((holding.length > 0 || existingFiles > 0) && !force)
      throw new BackupError(
        `The target is not empty (${holding.length > 0 ? `rows in ${holding.slice(0, 3).join(', ')}${holding.length > 3 ? ', …' : ''}` : `${existingFiles} files`}): ` +
          'restore into an empty data folder or database, or add --force to replace what is there.',
      );
    await emptyTables(tx, tables);
    for (const { name } of manifest.tables) await loadTableJson(tx, name, entries.get(`tables/${name}.json`)!.toString('utf8'));
    await advanceSequences(tx);
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: deps.now() })
      .where(isNull(sessions.revokedAt))
      .returning({ id: sessions.id });
    // A backup made before jobs.json was kept leaves the target's queue as it is.
    if (jobsEntry) await requeueJobs(tx, deps, jobs);
    return ended.length;
  });
  // PGlite's uploads live in the data folder, under the names the restored rows use.
  for (const { kind, key, bytes } of files) {
    await mkdir(path.join(deps.config.dataDir, kind), { recursive: true });
    await writeFile(path.join(deps.config.dataDir, kind, key), bytes, { mode: 0o640 });
  }
  return { tables: manifest.tables, files: files.length, sessionsEnded, jobs: jobs.length };
}
