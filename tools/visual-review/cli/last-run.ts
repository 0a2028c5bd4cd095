// The last visual run's collected results, kept in its run folder so `visual:review -- --last`
// opens the review page on them without running the suite again. The images it names stay in
// the same run folder until the next run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CollectedRun } from './review-item';

const fileIn = (runDir: string) => path.join(runDir, 'last-run.json');

export function saveLastRun(runDir: string, run: CollectedRun): void {
  writeFileSync(fileIn(runDir), JSON.stringify(run, null, 2));
}

/** The last run of this folder, or null when there is none or one of its images is gone. */
export function loadLastRun(runDir: string): CollectedRun | null {
  if (!existsSync(fileIn(runDir))) return null;
  const run = JSON.parse(readFileSync(fileIn(runDir), 'utf8')) as CollectedRun;
  const images = run.items.flatMap(({ files }) => [files.actual, files.before].filter((file): file is string => Boolean(file)));
  return images.every((file) => existsSync(file)) ? run : null;
}

/** The run folder of this e2e port (one per port, like the e2e portal's own data). */
export function runDirOf(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.join(root, '.tmp', `visual-review-${env.E2E_PORT ?? 8181}`);
}
