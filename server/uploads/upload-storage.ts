import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes bytes under a fresh random name (128 bits) in `dir`; returns the file name. */
export async function storeUpload(dir: string, bytes: Buffer, extension: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  // 'wx': never overwrite, even on the (theoretical) name collision.
  await writeFile(path.join(dir, name), bytes, { flag: 'wx', mode: 0o640 });
  return name;
}

/** Deletes a stored file by name; a missing file is fine. Names with a path are refused. */
export async function removeUpload(dir: string, name: string): Promise<void> {
  if (!isStoredName(name)) return;
  try {
    await unlink(path.join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Only names storeUpload can produce, so nothing outside `dir` is ever touched. */
export function isStoredName(name: string): boolean {
  return /^[0-9a-f]{32}\.[a-z]{3,4}$/.test(name);
}
