// Runs the visual projects with Playwright against a copy of the baselines (visual-review.config.ts),
// so that screens without a baseline are photographed too while visual-baselines/ stays untouched;
// screenshot-reporter.ts records what happened.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { picksProjects } from './cli-args';
import type { RecordedRun } from './recorded-run';

export const visualProjects = ['visual-desktop', 'visual-mobile'];

export interface VisualSuiteRun {
  root: string;
  /** Folder for this tool's files of the run (results JSON, baseline copy, Playwright's output folder). */
  runDir: string;
  /** The approved baselines (copied, never written by the run). */
  baselineDir: string;
  /** The build the e2e portal serves (DIST_DIR). */
  distDir: string;
  /** Extra arguments for `playwright test`. */
  playwrightArgs: string[];
}

export interface VisualSuiteResult {
  exitCode: number;
  /** What the reporter recorded, or null when Playwright ended before reporting (bad arguments...). */
  recorded: RecordedRun | null;
  /** The copy of the baselines the run compared against (and wrote missing ones into). */
  shadowDir: string;
}

export async function runVisualSuite({
  root,
  runDir,
  baselineDir,
  distDir,
  playwrightArgs,
}: VisualSuiteRun): Promise<VisualSuiteResult> {
  const resultsFile = path.join(runDir, 'results.json');
  const shadowDir = path.join(runDir, 'baselines');
  rmSync(resultsFile, { force: true });
  rmSync(shadowDir, { recursive: true, force: true });
  if (existsSync(baselineDir)) cpSync(baselineDir, shadowDir, { recursive: true });
  else mkdirSync(shadowDir, { recursive: true });
  const args = [
    'test',
    `--config=${path.join(import.meta.dirname, 'visual-review.config.ts')}`,
    ...(picksProjects(playwrightArgs) ? [] : visualProjects.map((name) => `--project=${name}`)),
    `--output=${path.join(runDir, 'test-results')}`,
    ...playwrightArgs,
    // Last, so they win over anything passed in.
    `--reporter=list,${path.join(import.meta.dirname, 'screenshot-reporter.ts')}`,
    '--update-snapshots=missing',
  ];
  const child = spawn(path.join(root, 'node_modules', '.bin', 'playwright'), args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DIST_DIR: distDir, VISUAL_REVIEW_RESULTS: resultsFile, VISUAL_REVIEW_SNAPSHOT_DIR: shadowDir },
  });
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
  const recorded = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as RecordedRun) : null;
  return { exitCode, recorded, shadowDir };
}
