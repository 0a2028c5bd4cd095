import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * An exclusive pid lock on `$DATA_DIR/pglite.lock`. PGlite admits one process: a second one
 * writing the same files corrupts the first one's view (seen: duplicate primary keys).
 * openRuntime takes it for every PGlite process (the portal and the CLI's local fallback), so a
 * command run while the portal starts (database open, port not yet listening) is refused.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'pglite.lock');
  await mkdir(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(await readFile(file, 'utf8').catch(() => ''));
      if (pid && isAlive(pid))
        throw new Error(`The database in ${dataDir} is in use by process ${pid}; try again when the portal answers.`, {
          cause: error,
        });
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
