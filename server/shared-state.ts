import { randomBytes } from 'node:crypto';
import { createPublishedContentCache, type PublishedContentCache } from './content/published-cache';
import { CONTENT_CHANGED_CHANNEL, broadcastInvalidation } from './content/shared-content-cache';
import type { DatabaseHandle } from './db/client';
import { listenOnChannel, notifyChannel } from './db/notification-channel';
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
 * PostgreSQL: files in the database, and the cache emptied in every process at once through
 * LISTEN/NOTIFY (its TTL still bounds staleness while a process is not listening).
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
  // Each process tells its own notifications from the others' (it has emptied its cache already).
  const self = randomBytes(8).toString('hex');
  const listener = await listenOnChannel({
    connect: database.connectClient,
    channel: CONTENT_CHANGED_CHANNEL,
    onNotification: (sender) => sender !== self && cache.invalidate(),
    onReconnect: () => cache.invalidate(),
    log,
  });
  return {
    files: createDatabaseFileStorage(database.db),
    contentCache: broadcastInvalidation(cache, () => notifyChannel(database.db, CONTENT_CHANGED_CHANNEL, self), log),
    listening: listener.listening,
    close: listener.close,
  };
}
