import { open, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

/**
 * An exclusive lock on `$DATA_DIR/pglite.lock`. PGlite admits one process: a second one writing
 * the same files corrupts the first one's view (seen: duplicate primary keys). openRuntime takes
 * it for every PGlite process (the portal and the CLI's local fallback), so a command run while
 * the portal starts (database open, port not yet listening) is refused.
 *
 * The lock is the kernel's (an open-file-description lock on Linux, flock on macOS), held by the
 * open file: it ends with the process however the process ends (kill -9, OOM, power loss), and a
 * restart finds no stale holder, even when it gets the same pid as the crashed process (PID 1 in
 * a container). A pid file could not tell those apart. The pid written into the file is only for
 * the message.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'pglite.lock');
  await mkdir(dataDir, { recursive: true });
  // 'a+' creates the file if needed and never truncates what a live holder wrote.
  const handle = await open(file, 'a+');
  const locked = await Promise.resolve()
    .then(() => tryLock(handle.fd))
    .catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
  if (!locked) {
    const holder = (await handle.readFile('utf8').catch(() => '')).trim();
    await handle.close();
    throw new Error(`The database in ${dataDir} is in use by process ${holder || 'unknown'}; try again when the portal answers.`);
  }
  await handle.truncate(0);
  await handle.write(String(process.pid), 0);
  // The file stays (emptied): deleting it would let a process that opened it meanwhile lock a
  // file that no longer has a name, beside a third that creates a new one.
  return async () => {
    await handle.truncate(0).catch(() => {});
    unlock(handle.fd);
    await handle.close();
  };
}
