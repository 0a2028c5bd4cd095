// The last line of `visual:check`, one line a CI step can print: how many snapshots changed, are
// new, were removed (a baseline no test takes any more) and are stale (changed or new, but that
// very image was rejected before: it waits for a code change), and the other failures.
import { lastDecision } from '../shared/last-decision';
import type { CollectedRun } from './review-item';

export interface CheckCounts {
  changed: number;
  new: number;
  removed: number;
  stale: number;
  otherFailures: number;
}

export function checkCounts({ items, failures }: CollectedRun): CheckCounts {
  const counts: CheckCounts = { changed: 0, new: 0, removed: 0, stale: 0, otherFailures: failures.length };
  for (const { snapshot } of items) {
    if (snapshot.status === 'stale') counts.removed++;
    else if (lastDecision(snapshot.history) === 'rejected') counts.stale++;
    else counts[snapshot.status]++;
  }
  return counts;
}

export function checkSummaryLine(run: CollectedRun): string {
  const counts = checkCounts(run);
  const clean = Object.values(counts).every((count) => count === 0);
  return (
    `visual:check ${clean ? 'passed' : 'FAILED'}: ${counts.changed} changed, ${counts.new} new, ${counts.removed} removed, ` +
    `${counts.stale} stale (rejected, unchanged since), ${counts.otherFailures} other failure${counts.otherFailures === 1 ? '' : 's'}`
  );
}
