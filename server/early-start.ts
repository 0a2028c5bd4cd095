import path from 'node:path';
import type { ServerConfig } from './config';
import { acquireDataDirLock } from './db/data-dir-lock';
import { openPgliteThread, type PgliteThread } from './db/pglite-thread';

/**
 * What `npm start` begins before loading the rest of the server (docs/performance.md, "Start-up"):
 * PGlite takes about half a second to open on its thread, the server's modules about as long to
 * load on the main thread, and the two no longer wait for each other.
 */
export interface EarlyStart {
  /** Releases the PGlite data folder's lock (nothing to release with PostgreSQL). */
  release: () => Promise<void>;
  /** PGlite only: its thread, opening. */
  pgliteThread?: Promise<PgliteThread>;
}

/** Where the embedded database keeps its files. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'db');

/**
 * Locks the data folder and starts opening PGlite on its thread, without waiting for it to open;
 * openRuntime takes both over. With DATABASE_URL there is nothing to begin.
 */
export async function beginStart(config: ServerConfig): Promise<EarlyStart> {
  if (config.databaseUrl) return { release: async () => {} };
  const release = await acquireDataDirLock(config.dataDir);
  const pgliteThread = openPgliteThread(pgliteFolder(config.dataDir), undefined, {
    sharedBuffersMb: config.limits.pgliteSharedBuffersMb,
  });
  // Awaited later by openRuntime, which reports a failure; until then it is not an unhandled rejection.
  pgliteThread.catch(() => {});
  return { release, pgliteThread };
}
