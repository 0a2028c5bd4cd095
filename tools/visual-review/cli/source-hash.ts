// A content hash of a build's inputs: the build is fresh when the hash it was made from matches.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter(({ name }) => name !== 'node_modules' && !name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap(({ name }) => filesUnder(path.join(entry, name)));
}

/** Hash of every file under `inputs` (paths relative to `root`: names and contents) plus `extra`. */
export function hashSources(root: string, inputs: string[], extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const file of inputs.flatMap((input) => filesUnder(path.join(root, input)))) {
    hash.update(`\u0000${path.relative(root, file)}\u0000`).update(readFileSync(file));
  }
  return hash.digest('hex');
}
