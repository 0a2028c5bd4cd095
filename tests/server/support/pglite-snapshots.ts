import { readFile } from 'node:fs/promises';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../../../.tmp/pglite-snapshots');

export function snapshotPath(kind: 'empty' | 'seeded'): string {
  return path.join(dir, `${kind}.tar`);
}

/** The snapshot global-setup.ts built for this run. */
export async function readSnapshot(kind: 'empty' | 'seeded'): Promise<Blob> {
  return new Blob([await readFile(snapshotPath(kind))]);
}
