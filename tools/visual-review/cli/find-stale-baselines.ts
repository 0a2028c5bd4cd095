// Baselines no test produces any more. Only a full run can tell (a --grep run skips tests that
// may own a baseline), and only for spec files whose every test ran to the end. Screenshots are
// soft comparisons (e2e/support/visual.ts), so a test that failed only on differing screenshots
// still took all of them; one that failed otherwise (a timeout) may have stopped early.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RecordedTest } from './recorded-run';
import type { ReviewItem } from './review-item';
import { pathContext, screenOf, type BaselineDirs } from './classify-screenshots';
import { baselinePattern } from './snapshot-path';

function pngsUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Whether the test took every screenshot it takes: it passed, or each of its errors is a differing shot. */
export function ranToTheEnd(test: RecordedTest): boolean {
  if (test.status === 'passed') return true;
  if (test.status !== 'failed') return false;
  const differing = test.screenshots.filter((shot) => shot.failed).length;
  return differing > 0 && test.errors.length <= differing;
}

interface SpecGroup {
  test: RecordedTest;
  pattern: RegExp;
  complete: boolean;
}

/** Stale baselines of a full run, given every baseline a test of the run compared against. */
export function findStaleBaselines(tests: RecordedTest[], dirs: BaselineDirs, claimed: Set<string>): ReviewItem[] {
  const groups = new Map<string, SpecGroup>();
  const projects = new Map<string, RegExp>();
  for (const test of tests) {
    const context = pathContext(test, dirs.configDir, dirs.real);
    const key = `${test.file}\u0000${test.project}`;
    const group = groups.get(key) ?? { test, pattern: baselinePattern(context), complete: true };
    group.complete &&= ranToTheEnd(test);
    groups.set(key, group);
    if (!projects.has(test.project)) projects.set(test.project, baselinePattern(context, true));
  }
  const stale: ReviewItem[] = [];
  for (const baseline of pngsUnder(dirs.real).sort()) {
    if (claimed.has(baseline)) continue;
    const group = [...groups.values()].find(({ pattern }) => pattern.test(baseline));
    // A spec file of the run could own it: stale only if all of that file's tests ran to the end.
    if (group && !group.complete) continue;
    const project = group?.test.project ?? [...projects].find(([, pattern]) => pattern.test(baseline))?.[0];
    // Matches no project of the run (another project's baseline, not ours to judge).
    if (project === undefined) continue;
    stale.push({
      snapshot: {
        status: 'stale',
        screen: group
          ? { file: screenOf(group.test).file, title: '' }
          : { file: path.relative(dirs.real, path.dirname(baseline)), title: '' },
        project,
        name: path.basename(baseline),
        baseline: path.relative(dirs.root, baseline),
        message: group ? 'No test of this spec file takes this screenshot any more.' : 'Its spec file or project is gone.',
        hasDiff: false,
        history: [],
      },
      files: { baseline },
    });
  }
  return stale;
}
