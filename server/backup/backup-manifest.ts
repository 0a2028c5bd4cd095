import type { Secrets } from '../secrets';
import { sha256, type ArchiveEntry } from './tar-archive';

export const BACKUP_FORMAT = 'the-source-backup/1';

/**
 * `manifest.json`, the archive's last entry: what made the backup, the schema it fits, the row
 * count of every table, and the size and SHA-256 of every other entry, checked before a restore
 * touches anything.
 */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** drizzle's `created_at` of the newest migration: a restore needs a build with the same. */
  migration: number;
  /** Tables in load order (parents first), with their row counts. */
  tables: { name: string; rows: number }[];
  /** Durable jobs not done at backup time, in jobs.json (absent from backups made before it was kept). */
  jobs?: number;
  entries: { name: string; size: number; sha256: string }[];
}

/** A backup read back and checked: its manifest and entries by name. */
export interface VerifiedBackup {
  manifest: BackupManifest;
  entries: Map<string, Buffer>;
  secrets: Secrets;
}

/** A backup that cannot be used: damaged, of another format, engine or schema, or a target that is not empty. */
export class BackupError extends Error {}

export function manifestFor(entries: ArchiveEntry[], about: Omit<BackupManifest, 'format' | 'entries'>): ArchiveEntry {
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    ...about,
    entries: entries.map(({ name, bytes }) => ({ name, size: bytes.length, sha256: sha256(bytes) })),
  };
  return { name: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest, null, 2)) };
}

/** The archive's entries once every checksum matches its manifest (and nothing is missing or added). */
export function verifyBackup(entries: ArchiveEntry[]): VerifiedBackup {
  const byName = new Map(entries.map(({ name, bytes }) => [name, bytes]));
  const manifestBytes = byName.get('manifest.json');
  if (!manifestBytes) throw new BackupError('The archive has no manifest.json: not a backup of the Source.');
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as BackupManifest;
  } catch {
    throw new BackupError('The backup’s manifest.json is not valid JSON.');
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError(`Unknown backup format ${String(manifest.format)} (expected ${BACKUP_FORMAT}).`);
  byName.delete('manifest.json');
  for (const { name, size, sha256: expected } of manifest.entries) {
    const bytes = byName.get(name);
    if (!bytes) throw new BackupError(`The backup lacks ${name}, which its manifest lists.`);
    if (bytes.length !== size || sha256(bytes) !== expected)
      throw new BackupError(`The checksum of ${name} does not match the manifest: the backup is damaged.`);
  }
  const listed = new Set(manifest.entries.map((entry) => entry.name));
  const extra = [...byName.keys()].find((name) => !listed.has(name));
  if (extra) throw new BackupError(`The backup holds ${extra}, which its manifest does not list.`);
  const secrets = JSON.parse(byName.get('secrets.json')?.toString('utf8') ?? 'null') as Secrets | null;
  if (!secrets?.adminToken || !secrets.invitationKey) throw new BackupError('The backup holds no secrets.json.');
  return { manifest, entries: byName, secrets };
}
