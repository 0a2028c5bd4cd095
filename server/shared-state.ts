import { shareContentChanges } from './content/content-changes';
import { createPublishedContentCache, type PublishedContentCache } from './content/published-cache';
import type { DatabaseHandle } from './db/client';
import { createDatabaseFileStorage } from './db/stored-files.repository';
import { createDirectoryFileStorage, type FileStorage } from './uploads/file-storage';

/** What a process keeps that must be shared with the others when they run on one PostgreSQL database. */
export interface SharedState {
  files: FileStorage;
  contentCache: PublishedContentCache;
  /** PostgreSQL only: whether content-change notifications reach this process right now. */
  listening: () => boolean;
  close: () => Promise<void>;
}

/**
 * The uploaded files and the published-content cache for a database (README, "Running several
 * processes"). Embedded PGlite admits one process: files in DATA_DIR folders, a cache of its own.
 * PostgreSQL: files in the database, and the cache emptied in every process at once
 * (content/content-changes.ts; its TTL still bounds staleness while a process is not listening).
 */
export async function openSharedState(
  database: DatabaseHandle,
  dataDir: string,
  log: (message: string) => void,
): Promise<SharedState> {
  const cache = createPublishedContentCache();
  if (database.kind !== 'postgres' || !database.connectClient) {
    return { files: createDirectoryFileStorage(dataDir), contentCache: cache, listening: () => false, close: async () => {} };
  }
  const shared = await shareContentChanges({ db: database.db, connect: database.connectClient }, cache, log);
  return { files: createDatabaseFileStorage(database.db), ...shared };
}
