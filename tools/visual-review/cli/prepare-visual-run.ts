// What `visual:check` and `visual:review` share: build the portal from the current sources (unless
// the build is already from exactly these), run the visual projects, collect what needs a designer.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildPortal } from './build-targets';
import { limitingArgs } from './cli-args';
import { baselineDir } from './playwright-settings';
import { collectReview } from './collect-review';
import { runDirOf, saveLastRun } from './last-run';
import type { CollectedRun } from './review-item';
import { runVisualSuite } from './run-visual-suite';

/** The repository this tool belongs to. */
export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

export interface PreparedRun {
  /** Null when Playwright ended before any result (bad arguments, broken config). */
  collected: CollectedRun | null;
  /** Playwright's exit code. */
  exitCode: number;
  runDir: string;
}

export async function prepareVisualRun(playwrightArgs: string[], root = repoRoot): Promise<PreparedRun> {
  // One folder per e2e port, like the e2e portal's own data: side-by-side runs do not collide.
  const runDir = runDirOf(root);
  mkdirSync(runDir, { recursive: true });
  const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
  await buildPortal(root, distDir);
  const real = baselineDir(root);
  const { exitCode, recorded, shadowDir } = await runVisualSuite({ root, runDir, baselineDir: real, distDir, playwrightArgs });
  if (!recorded) return { collected: null, exitCode: exitCode || 1, runDir };
  const dirs = { root, real, shadow: shadowDir };
  const collected = collectReview(recorded, { dirs, runDir, limitedBy: limitingArgs(playwrightArgs) });
  saveLastRun(runDir, collected);
  return { collected, exitCode, runDir };
}

/** Whether anything needs a designer or a developer: the exit code of `visual:check`. */
export function needsAttention({ collected, exitCode }: PreparedRun): boolean {
  return !collected || collected.items.length > 0 || collected.failures.length > 0 || exitCode !== 0;
}
