// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { approveAllQuestion } from '../../tools/visual-review/app/approve-all-question';
import { countChangedPixels } from '../../tools/visual-review/cli/changed-pixels';
import { checkSummaryLine } from '../../tools/visual-review/cli/check-summary';
import { ranToTheEnd } from '../../tools/visual-review/cli/find-stale-baselines';
import { formatCheckReport } from '../../tools/visual-review/cli/format-check-report';
import { loadLastRun, saveLastRun } from '../../tools/visual-review/cli/last-run';
import type { RecordedTest } from '../../tools/visual-review/cli/recorded-run';
import type { CollectedRun, ReviewItem } from '../../tools/visual-review/cli/review-item';
import { imageHash, readLedger } from '../../tools/visual-review/server/approval-ledger';
import { ReviewState } from '../../tools/visual-review/server/review-state';
import { changedShareText } from '../../tools/visual-review/shared/changed-share';
import type { LedgerRecord } from '../../tools/visual-review/shared/review-types';

/**
 * What a designer sees of tools/visual-review: the real changed share, the one-line summary of
 * `visual:check`, the approval ledger written by approve and reject, and the last run kept for
 * `visual:review -- --last`.
 */
function image(width: number, height: number, changed = 0): PNG {
  const png = new PNG({ width, height });
  png.data.fill(255);
  for (let i = 0; i < changed; i++) png.data[i * 4] = 0;
  return png;
}

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'visual-decisions-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the changed share of a screenshot', () => {
  it('is the real count of differing pixels, not a rounded ratio', () => {
    const counted = countChangedPixels(image(1280, 800), image(1280, 800, 216));
    expect(counted).toEqual({ changed: 216, total: 1_024_000 });
    expect(changedShareText(counted!.changed, counted!.total)).toBe('216 of 1,024,000 pixels changed (0.021 %)');
    expect(changedShareText(512_000, 1_024_000)).toBe('512,000 of 1,024,000 pixels changed (50.0 %)');
    expect(countChangedPixels(image(10, 10), image(10, 11))).toBeNull();
  });
});

describe('whether a test took all its screenshots (soft comparisons)', () => {
  const test = (status: RecordedTest['status'], shots: boolean[], errors: number): RecordedTest => ({
    file: 'a.visual.spec.ts',
    titlePath: ['a'],
    project: 'visual-desktop',
    testDir: '/e2e',
    status,
    errors: Array.from({ length: errors }, () => 'differs'),
    screenshots: shots.map((failed, index) => ({ name: `s${index}.png`, failed })),
    attachments: [],
  });

  it('a test that failed only on differing shots ran to the end; one that failed otherwise may not have', () => {
    expect(ranToTheEnd(test('passed', [false], 0))).toBe(true);
    expect(ranToTheEnd(test('failed', [true, false, true], 2))).toBe(true);
    expect(ranToTheEnd(test('failed', [true], 2))).toBe(false);
    expect(ranToTheEnd(test('failed', [false], 1))).toBe(false);
    expect(ranToTheEnd(test('timedOut', [true], 1))).toBe(false);
  });
});

/** A run with one changed snapshot, its files in a temporary repository. */
function fixture(history: LedgerRecord[] = []) {
  const root = tempDir();
  const baselineDir = path.join(root, 'visual-baselines');
  const baseline = path.join(baselineDir, 'home.visual.spec.ts', 'home-visual-desktop.png');
  const actual = path.join(root, '.tmp', 'home-actual.png');
  const before = path.join(root, '.tmp', 'before-0.png');
  mkdirSync(path.dirname(baseline), { recursive: true });
  mkdirSync(path.dirname(actual), { recursive: true });
  writeFileSync(baseline, PNG.sync.write(image(4, 4)));
  writeFileSync(before, PNG.sync.write(image(4, 4)));
  writeFileSync(actual, PNG.sync.write(image(4, 4, 3)));
  const item: ReviewItem = {
    snapshot: {
      status: 'changed',
      screen: { file: 'home.visual.spec.ts', title: 'home' },
      project: 'visual-desktop',
      name: 'home.png',
      baseline: 'visual-baselines/home.visual.spec.ts/home-visual-desktop.png',
      message: '3 pixels (ratio 0.19 of all image pixels) are different.',
      hasDiff: false,
      changedPixels: { changed: 3, total: 16 },
      imageHash: imageHash(actual),
      history,
    },
    files: { baseline, actual, before },
  };
  const run: CollectedRun = {
    items: [item],
    failures: [],
    passed: 4,
    limitedBy: [],
    staleChecked: true,
    finishedAt: '2026-12-02T18:00:00.000Z',
  };
  const ledgerFile = path.join(baselineDir, 'approvals.jsonl');
  return { root, baseline, actual, run, ledgerFile };
}

describe('the approval ledger', () => {
  it('approve writes the new image and a ledger line: who, when, the image hash, the comment', () => {
    const { root, baseline, actual, run, ledgerFile } = fixture();
    const state = new ReviewState(run, { file: ledgerFile, root, reviewer: 'Eva Lindqvist' });
    expect(state.approve('0', { comment: 'new brand colour' })).toBeNull();
    expect(readFileSync(baseline).equals(readFileSync(actual))).toBe(true);
    const [record, ...more] = readLedger(ledgerFile);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      image: imageHash(actual),
      baseline: 'visual-baselines/home.visual.spec.ts/home-visual-desktop.png',
      decision: 'approved',
      by: 'Eva Lindqvist',
      comment: 'new brand colour',
    });
    expect(Date.parse(record!.at)).not.toBeNaN();
    expect(state.view().snapshots[0]!.history).toEqual([record]);
    expect(state.gitAdd()).toBe(
      'git add -A -- visual-baselines/home.visual.spec.ts/home-visual-desktop.png visual-baselines/approvals.jsonl',
    );
  });

  it('without a git user.name nothing is decided until a name is given', () => {
    const { root, baseline, run, ledgerFile } = fixture();
    const original = readFileSync(baseline);
    const state = new ReviewState(run, { file: ledgerFile, root, reviewer: null });
    expect(state.approve('0')).toBe('no reviewer');
    expect(state.approveAll()).toBe('no reviewer');
    expect(readFileSync(baseline).equals(original)).toBe(true);
    expect(readLedger(ledgerFile)).toEqual([]);
    expect(state.reject('0', { by: 'Grace' })).toBeNull();
    expect(readLedger(ledgerFile).map(({ decision, by }) => [decision, by])).toEqual([['rejected', 'Grace']]);
    expect(state.view().reviewer).toBe('Grace');
  });

  it('an image the ledger holds as rejected starts as rejected and counts as stale in visual:check', () => {
    const { root, run, ledgerFile } = fixture();
    const hash = run.items[0]!.snapshot.imageHash!;
    const rejected: LedgerRecord = {
      image: hash,
      baseline: run.items[0]!.snapshot.baseline,
      decision: 'rejected',
      by: 'Eva',
      at: '2026-12-01T10:00:00.000Z',
    };
    const again = fixture([rejected]).run;
    expect(new ReviewState(again, { file: ledgerFile, root, reviewer: 'Eva' }).view().snapshots[0]!.decision).toBe('rejected');
    expect(checkSummaryLine(again)).toBe(
      'visual:check FAILED: 0 changed, 0 new, 0 removed, 1 stale (rejected, unchanged since), 0 other failures',
    );
    expect(formatCheckReport(again)).toContain('[rejected before]');
  });
});

describe('visual:check', () => {
  it('ends with one summary line and shows the real changed share', () => {
    const { run } = fixture();
    const report = formatCheckReport(run);
    expect(report.split('\n').at(-1)).toBe(
      'visual:check FAILED: 1 changed, 0 new, 0 removed, 0 stale (rejected, unchanged since), 0 other failures',
    );
    expect(report).toContain('3 of 16 pixels changed (18.8 %)');
    expect(report).not.toContain('ratio 0.19');
    expect(checkSummaryLine({ ...run, items: [] })).toMatch(/^visual:check passed: 0 changed, 0 new, 0 removed, 0 stale/);
  });
});

describe('the last run, for visual:review -- --last', () => {
  it('is read back as it was saved, and not at all once its images are gone', () => {
    const { run, actual } = fixture();
    const runDir = tempDir();
    expect(loadLastRun(runDir)).toBeNull();
    saveLastRun(runDir, run);
    expect(loadLastRun(runDir)).toEqual(run);
    rmSync(actual);
    expect(loadLastRun(runDir)).toBeNull();
  });
});

describe('Approve all', () => {
  it('asks first, saying how many', () => {
    expect(approveAllQuestion(43, 'in the whole run')).toMatch(/^Approve all 43 snapshots left in the whole run\?/);
    expect(approveAllQuestion(1, 'in home')).toMatch(/^Approve all 1 snapshot left in home\?/);
  });
});
