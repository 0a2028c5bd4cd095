// Builds with Vite only when the inputs changed since the last build into the same folder: the
// hash of the inputs is written into the output folder, which every other build empties.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type InlineConfig } from 'vite';
import { hashSources } from './source-hash';

const stampName = '.visual-review-source-hash';

export interface StaleBuild {
  /** What is built, for the log ("the portal", "the review page"). */
  label: string;
  root: string;
  /** Files and folders (relative to root) whose contents make the build. */
  inputs: string[];
  outDir: string;
  /** Vite's inline config; `build.outDir` and `emptyOutDir` are set here. */
  vite: InlineConfig;
}

/** Builds `outDir` from the current sources unless it was built from exactly these; true when it built. */
export async function buildWhenStale({ label, root, inputs, outDir, vite }: StaleBuild): Promise<boolean> {
  // VITE_* variables end up in the bundle, so they are part of what the build is made from.
  const env = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort()
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');
  const hash = hashSources(root, inputs, env);
  const stamp = path.join(outDir, stampName);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false;
  console.log(`Building ${label} from the current sources into ${path.relative(process.cwd(), outDir) || outDir}…`);
  await build({ ...vite, logLevel: 'warn', build: { ...vite.build, outDir, emptyOutDir: true } });
  writeFileSync(stamp, hash);
  return true;
}
