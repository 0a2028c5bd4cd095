// The review page's view of one visual run: what the JSON API sends and the page renders.

/** Why a snapshot is listed: its image differs, it has no baseline yet, or no test produces it any more. */
export type SnapshotStatus = 'changed' | 'new' | 'stale';

/** What the designer decided; `pending` until approve or reject. */
export type Decision = 'pending' | 'approved' | 'rejected';

/** One line of visual-baselines/approvals.jsonl: a decision on one image (tools/visual-review/server/approval-ledger.ts). */
export interface LedgerRecord {
  /** SHA-256 (hex) of the image decided on. */
  image: string;
  /** The baseline it was for, relative to the repository root. */
  baseline: string;
  decision: 'approved' | 'rejected';
  /** From `git config user.name`, or the name entered on the page. */
  by: string;
  /** When (ISO). */
  at: string;
  comment?: string;
}

/** One screen: the spec file and the test's title path (describe blocks and title). */
export interface Screen {
  /** Spec file relative to the test folder, e.g. `content.visual.spec.ts`. */
  file: string;
  /** `describe › test` title; empty for a stale baseline whose test is gone. */
  title: string;
}

export interface ImageSize {
  width: number;
  height: number;
}

export interface ReviewSnapshot {
  /** Stable id within a run (used in API paths). */
  id: string;
  status: SnapshotStatus;
  decision: Decision;
  screen: Screen;
  /** Playwright project, e.g. `visual-desktop`; empty for a stale baseline of an unknown project. */
  project: string;
  /** Snapshot name as the spec passes it, e.g. `home-guest.png` (the baseline's file name for stale ones). */
  name: string;
  /** Baseline path relative to the repository root, what `git add` needs. */
  baseline: string;
  /** Size of the baseline image as it was when the run started (absent for new snapshots). */
  baselineSize?: ImageSize;
  /** Size of the image the run produced (absent for stale snapshots). */
  actualSize?: ImageSize;
  /** Playwright's comparison message, e.g. `1234 pixels (ratio 0.02 of all image pixels) are different.` */
  message?: string;
  /** Whether Playwright wrote a pixel-diff image (changed snapshots of the same size or not). */
  hasDiff: boolean;
  /** Pixels that differ from the baseline and all pixels, for a changed snapshot of the same size. */
  changedPixels?: { changed: number; total: number };
  /** SHA-256 of the image decided on (the new image; the baseline for a stale one). */
  imageHash?: string;
  /** The ledger's earlier decisions on this very image, oldest first, and this review's. */
  history: LedgerRecord[];
}

/** A test that failed for a reason other than a screenshot difference: nothing to approve. */
export interface ReviewFailure {
  screen: Screen;
  project: string;
  message: string;
}

export interface ReviewRun {
  /** When the run finished (ISO). */
  finishedAt: string;
  /** Playwright arguments the designer passed (e.g. `--grep "guest home"`); empty for a full run. */
  limitedBy: string[];
  /** Whether baselines no test produces were looked for (only in a full run; see docs/visual-review.md). */
  staleChecked: boolean;
  /** Number of tests that passed (their snapshots all match). */
  passed: number;
  snapshots: ReviewSnapshot[];
  failures: ReviewFailure[];
  /** The `git add` command for the approved baselines (and the ledger), or null when none is decided. */
  gitAdd: string | null;
  /** Who the decisions are recorded as: `git config user.name`, or null until the page sends a name. */
  reviewer: string | null;
}
