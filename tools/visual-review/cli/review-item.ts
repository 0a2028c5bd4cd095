import type { ReviewFailure, ReviewSnapshot } from '../shared/review-types';

/** The files behind one listed snapshot (absolute paths); the page sees them only as image URLs. */
export interface SnapshotFiles {
  /** Where the baseline lives (what approve writes or deletes). */
  baseline: string;
  /** The image the run produced. */
  actual?: string;
  /** Playwright's pixel-diff image. */
  diff?: string;
  /** A copy of the baseline as it was when the run ended: shown as "baseline", restored by a later reject. */
  before?: string;
}

export interface ReviewItem {
  snapshot: Omit<ReviewSnapshot, 'id' | 'decision'>;
  files: SnapshotFiles;
}

/** What one run left to review: listed snapshots (changed, new, stale) and other failures. */
export interface CollectedRun {
  items: ReviewItem[];
  failures: ReviewFailure[];
  passed: number;
  limitedBy: string[];
  staleChecked: boolean;
  finishedAt: string;
}
