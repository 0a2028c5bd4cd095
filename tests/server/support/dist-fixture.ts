import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A minimal built SPA (`index.html` with a head, plus any other files), for tests that must not depend on `npm run build`. */
export const FIXTURE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>The Source</title></head><body><div id="root"></div></body></html>';

export interface DistFixture {
  dir: string;
  remove: () => Promise<void>;
}

/** Writes a throwaway `dist/` with `index.html` and `files` (paths relative to it); pass `dir` as DIST_DIR. */
export async function distFixture(files: Record<string, string | Buffer> = {}): Promise<DistFixture> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'source-dist-'));
  for (const [name, content] of Object.entries({ 'index.html': FIXTURE_INDEX_HTML, ...files })) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
