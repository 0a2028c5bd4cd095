// Turns what the reporter recorded into the run the page reviews: changed, new and stale
// snapshots in screen order, with a copy of each baseline taken now (the "before" image).
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { historyOf, imageHash, ledgerFileOf, readLedger } from '../server/approval-ledger';
import { changedPixelsOfFiles } from './changed-pixels';
import { classifyTests, type BaselineDirs } from './classify-screenshots';
import { findStaleBaselines } from './find-stale-baselines';
import { pngSize } from './png-size';
import type { RecordedRun } from './recorded-run';
import type { CollectedRun, ReviewItem } from './review-item';
import { visualProjects } from './run-visual-suite';

export interface CollectOptions {
  /** The repository, the approved baselines and the run's copy of them. */
  dirs: Omit<BaselineDirs, 'configDir'>;
  /** This run's folder; baseline copies go to `<runDir>/before`. */
  runDir: string;
  /** Arguments that limited the run; stale baselines are looked for only when empty. */
  limitedBy: string[];
}

function screenOrder(a: ReviewItem, b: ReviewItem): number {
  const key = ({ snapshot }: ReviewItem) => [
    snapshot.screen.file,
    // Stale baselines (no test title) close their spec file's list.
    snapshot.screen.title || '\uffff',
    String(visualProjects.indexOf(snapshot.project)).padStart(3, '0'),
    snapshot.name,
  ];
  const [left, right] = [key(a), key(b)];
  const index = left.findIndex((part, i) => part !== right[i]);
  return index < 0 ? 0 : left[index]!.localeCompare(right[index]!);
}

export function collectReview(recorded: RecordedRun, { dirs: baseDirs, runDir, limitedBy }: CollectOptions): CollectedRun {
  const dirs = { ...baseDirs, configDir: recorded.configDir };
  const { items, failures, claimed, unresolved } = classifyTests(recorded.tests, dirs);
  // A passing screenshot whose baseline we cannot find means our path rules differ from
  // Playwright's: then no baseline is called stale, since approving that would delete it.
  for (const baseline of unresolved)
    failures.push({
      screen: { file: '', title: 'The review tool' },
      project: '',
      message: `Could not locate the baseline of a passing screenshot: ${baseline}`,
    });
  const staleChecked = limitedBy.length === 0 && recorded.status !== 'interrupted' && unresolved.length === 0;
  if (staleChecked) items.push(...findStaleBaselines(recorded.tests, dirs, claimed));
  for (const message of recorded.errors) failures.push({ screen: { file: '', title: 'The run itself' }, project: '', message });
  items.sort(screenOrder);

  const ledger = readLedger(ledgerFileOf(dirs.real));
  const beforeDir = path.join(runDir, 'before');
  rmSync(beforeDir, { recursive: true, force: true });
  mkdirSync(beforeDir, { recursive: true });
  items.forEach(({ snapshot, files }, index) => {
    if (snapshot.status !== 'new') {
      files.before = path.join(beforeDir, `${index}.png`);
      copyFileSync(files.baseline, files.before);
      snapshot.baselineSize = pngSize(files.before);
    }
    if (files.actual) snapshot.actualSize = pngSize(files.actual);
    if (snapshot.status === 'changed' && files.before && files.actual) {
      snapshot.changedPixels = changedPixelsOfFiles(files.before, files.actual) ?? undefined;
    }
    const decided = files.actual ?? files.before;
    if (decided) {
      snapshot.imageHash = imageHash(decided);
      snapshot.history = historyOf(ledger, snapshot.imageHash);
    }
  });
  const passed = recorded.tests.filter((test) => test.status === 'passed').length;
  return { items, failures, passed, limitedBy, staleChecked, finishedAt: new Date().toISOString() };
}
