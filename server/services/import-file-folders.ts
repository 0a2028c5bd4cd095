import { importStoredFile } from '../db/stored-files.repository';
import type { AppDeps } from '../deps';
import { HttpError } from '../errors';
import { FILE_KINDS, createDirectoryFileStorage, type FileKind } from '../uploads/file-storage';

export type ImportCounts = Record<FileKind, { imported: number; present: number }>;

export const FILES_NOT_IN_DATABASE =
  'This portal keeps its files in DATA_DIR folders (embedded PGlite). Set DATABASE_URL to import them into PostgreSQL.';

/**
 * Copies the files of a data folder (`uploads/`, `attachments/`, `media/`, as a portal on embedded
 * PGlite kept them) into the PostgreSQL file storage under their own keys, so the rows that name
 * them keep working after a switch to `DATABASE_URL` (docs/operations.md). A key already stored
 * is left as it is (`present`), so running it again is harmless; the folders are not changed.
 */
export async function importFileFolders({ db, files }: Pick<AppDeps, 'db' | 'files'>, dataDir: string): Promise<ImportCounts> {
  if (files.where !== 'database') throw new HttpError(409, FILES_NOT_IN_DATABASE);
  const folders = createDirectoryFileStorage(dataDir);
  const counts = {} as ImportCounts;
  for (const kind of FILE_KINDS) {
    counts[kind] = { imported: 0, present: 0 };
    for (const { key } of await folders.list(kind)) {
      const file = await folders.get(kind, key);
      if (!file) continue;
      if (await importStoredFile(db, kind, key, file.bytes)) counts[kind].imported += 1;
      else counts[kind].present += 1;
    }
  }
  return counts;
}
