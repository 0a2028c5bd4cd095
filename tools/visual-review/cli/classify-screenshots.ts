// Sorts the screenshots a run took into changed / new (with the files Playwright wrote), the
// baselines still in use, and failures that are not a screenshot difference.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ReviewFailure } from '../shared/review-types';
import { screenshotTemplate } from './playwright-settings';
import type { RecordedTest } from './recorded-run';
import type { ReviewItem } from './review-item';
import { baselinePath, outputStem, type SnapshotPathContext } from './snapshot-path';

/** Where the run's baselines were (a copy) and where the approved ones are. */
export interface BaselineDirs {
  /** The repository: listed baselines are relative to it. */
  root: string;
  configDir: string;
  /** The folder of approved baselines. */
  real: string;
  /** The copy the run compared against and wrote missing baselines into. */
  shadow: string;
}

export interface ClassifiedTests {
  items: ReviewItem[];
  failures: ReviewFailure[];
  /** Absolute paths of every approved-baseline path a test of the run asked for. */
  claimed: Set<string>;
  /** Baselines worked out for screenshots that passed but are found nowhere: the path rules are off. */
  unresolved: string[];
}

/** The path context of a test, with `snapshotDir` either the approved folder or the run's copy. */
export function pathContext(test: RecordedTest, configDir: string, snapshotDir: string): SnapshotPathContext {
  const { testDir, file: testFile, project, titlePath } = test;
  return { template: screenshotTemplate(project), configDir, testDir, snapshotDir, testFile, project, titlePath };
}

export function screenOf(test: RecordedTest) {
  return { file: path.relative(test.testDir, test.file), title: test.titlePath.join(' › ') };
}

/** The line of Playwright's message that says how the images differ. */
function differenceLine(messages: string[], name: string): string | undefined {
  const message = messages.find((text) => text.includes(`Snapshot: ${name}`)) ?? messages[0];
  const lines = (message ?? '').split('\n').map((line) => line.trim());
  return lines.find((line) => /pixels|Expected an image|size/i.test(line)) ?? lines.find(Boolean);
}

type BaselinesSeen = Pick<ClassifiedTests, 'claimed' | 'unresolved'>;

function classifyTest(test: RecordedTest, dirs: BaselineDirs, seen: BaselinesSeen) {
  const real = pathContext(test, dirs.configDir, dirs.real);
  const shadow = pathContext(test, dirs.configDir, dirs.shadow);
  const occurrences = new Map<string, number>();
  let anonymous = 0;
  const items: ReviewItem[] = [];
  let unexplained = false;
  for (const { name, failed } of test.screenshots) {
    const occurrence = (occurrences.get(name) ?? 0) + 1;
    occurrences.set(name, occurrence);
    if (!name) anonymous++;
    const baseline = baselinePath(real, name, anonymous);
    seen.claimed.add(baseline);
    const hasBaseline = existsSync(baseline);
    if (!failed && hasBaseline) continue;
    const stem = outputStem(test.titlePath, name, occurrence, anonymous);
    const ext = path.extname(baseline);
    const attached = (suffix: string) => test.attachments.find((a) => a.name === `${stem}-${suffix}${ext}`)?.path;
    // A passing screenshot without an approved baseline is new: Playwright wrote it into the copy.
    const written = baselinePath(shadow, name, anonymous);
    const actual = failed ? attached('actual') : (attached('actual') ?? (existsSync(written) ? written : undefined));
    if (!failed && !actual) seen.unresolved.push(baseline);
    // No image, or a failure without a baseline (a page that never held still): nothing to approve.
    if (!actual || (failed && !hasBaseline)) {
      unexplained ||= failed;
      continue;
    }
    const diff = attached('diff');
    items.push({
      snapshot: {
        status: failed ? 'changed' : 'new',
        screen: screenOf(test),
        project: test.project,
        name: name || path.basename(baseline),
        baseline: path.relative(dirs.root, baseline),
        message: failed ? differenceLine(test.errors, name) : 'No baseline yet.',
        hasDiff: Boolean(diff),
        history: [],
      },
      files: { baseline, actual, diff },
    });
  }
  const failedOtherwise =
    test.status !== 'passed' && test.status !== 'skipped' && !items.some(({ snapshot }) => snapshot.status === 'changed');
  return { items, unexplained: unexplained || failedOtherwise };
}

export function classifyTests(tests: RecordedTest[], dirs: BaselineDirs): ClassifiedTests {
  const seen: BaselinesSeen = { claimed: new Set(), unresolved: [] };
  const items: ReviewItem[] = [];
  const failures: ReviewFailure[] = [];
  for (const test of tests) {
    const result = classifyTest(test, dirs, seen);
    items.push(...result.items);
    if (result.unexplained) {
      const message = test.errors[0] ?? (test.status === 'interrupted' ? 'The run was interrupted.' : `Test ${test.status}.`);
      failures.push({ screen: screenOf(test), project: test.project, message: message.slice(0, 2000) });
    }
  }
  return { items, failures, ...seen };
}
