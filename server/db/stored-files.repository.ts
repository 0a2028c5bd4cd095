import { and, eq } from 'drizzle-orm';
import {
  fileExtensionOf,
  fileTypeOf,
  kindAccepts,
  newFileKey,
  type FileKind,
  type FileStorage,
  type ListedFile,
} from '../uploads/file-storage';
import type { Db } from './client';
import { storedFiles } from './schema';

/**
 * Every uploaded file as a row of `stored_files` (PostgreSQL, `DATABASE_URL`): a file stored
 * through one portal process is served by every other one (README, "Running several processes").
 * The same keys and checks as the folders of createDirectoryFileStorage.
 */
export function createDatabaseFileStorage(db: Db): FileStorage {
  return {
    where: 'database',
    async put(kind, bytes, extension) {
      if (!kindAccepts(kind, extension)) throw new Error(`a ${kind} file cannot be .${extension}`);
      const key = newFileKey(extension);
      // The primary key refuses the (theoretical) collision rather than overwriting.
      await db.insert(storedFiles).values({ kind, key, mediaType: fileTypeOf(extension), bytes });
      return key;
    },
    async get(kind, key) {
      const extension = fileExtensionOf(kind, key);
      if (!extension) return null;
      const [row] = await db
        .select({ bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(and(eq(storedFiles.kind, kind), eq(storedFiles.key, key)));
      return row ? { bytes: row.bytes, type: fileTypeOf(extension) } : null;
    },
    async delete(kind, key) {
      if (!fileExtensionOf(kind, key)) return;
      await db.delete(storedFiles).where(and(eq(storedFiles.kind, kind), eq(storedFiles.key, key)));
    },
    async list(kind: FileKind): Promise<ListedFile[]> {
      const rows = await db
        .select({ key: storedFiles.key, storedAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(eq(storedFiles.kind, kind));
      return rows.filter((row) => fileExtensionOf(kind, row.key));
    },
  };
}

/** Copies a file under its existing key (moving a data folder's files into PostgreSQL); false when the key is taken already. */
export async function importStoredFile(db: Db, kind: FileKind, key: string, bytes: Buffer): Promise<boolean> {
  const extension = fileExtensionOf(kind, key);
  if (!extension) return false;
  const inserted = await db
    .insert(storedFiles)
    .values({ kind, key, mediaType: fileTypeOf(extension), bytes })
    .onConflictDoNothing()
    .returning({ key: storedFiles.key });
  return inserted.length > 0;
}
