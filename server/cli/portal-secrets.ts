import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';
import type { Secrets } from '../secrets';

/**
 * The data folder's secrets, or null when it has none. Unlike loadOrCreateSecrets it never
 * writes: a CLI pointed at the wrong folder must not leave a stray secrets.json (with an admin
 * token no portal knows) behind.
 */
export async function readPortalSecrets(dataDir: string): Promise<Secrets | null> {
  try {
    const parsed = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as Partial<Secrets>;
    return parsed.adminToken && parsed.invitationKey ? (parsed as Secrets) : null;
  } catch {
    return null;
  }
}

/**
 * The process holding the PGlite data folder's lock (`$DATA_DIR/pglite.lock`, db/data-dir-lock.ts),
 * or null when none does. It asks for a shared lock on the file opened read-only, which the
 * holder's exclusive lock refuses, so it neither creates the file nor disturbs the holder.
 */
export async function dataDirHolder(dataDir: string): Promise<string | null> {
  const handle = await open(path.join(dataDir, 'pglite.lock'), 'r').catch(() => null);
  if (!handle) return null;
  try {
    if (tryLock(handle.fd, { shared: true })) {
      unlock(handle.fd);
      return null;
    }
    return (await handle.readFile('utf8')).trim() || 'unknown';
  } finally {
    await handle.close();
  }
}
