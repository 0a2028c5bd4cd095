// The terminal report of `visual:check`: one line per snapshot a designer must look at, grouped
// by screen, then the failures that are not screenshot differences.
import { changedShareText } from '../shared/changed-share';
import { lastDecision } from '../shared/last-decision';
import { checkCounts, checkSummaryLine } from './check-summary';
import type { CollectedRun } from './review-item';

const label = { changed: 'changed', new: 'new    ', stale: 'removed' } as const;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function formatCheckReport(run: CollectedRun): string {
  const { items, failures, passed, limitedBy, staleChecked } = run;
  const counts = checkCounts(run);
  const lines = [
    '',
    `Visual check${limitedBy.length ? ` (limited by ${limitedBy.join(' ')})` : ''}: ` +
      `${counts.changed} changed, ${counts.new} new, ${counts.removed} removed, ${counts.stale} stale, ` +
      `${plural(failures.length, 'other failure')}, ${plural(passed, 'test')} passed.`,
  ];
  let screen = '';
  for (const { snapshot } of items) {
    const title = [snapshot.screen.file, snapshot.screen.title || '(no test)'].join(' › ');
    if (title !== screen) lines.push('', title);
    screen = title;
    const how = snapshot.changedPixels
      ? changedShareText(snapshot.changedPixels.changed, snapshot.changedPixels.total)
      : snapshot.message;
    const rejected = snapshot.status !== 'stale' && lastDecision(snapshot.history) === 'rejected' ? ' [rejected before]' : '';
    lines.push(`  ${label[snapshot.status]}  ${snapshot.baseline}${how ? `  (${how})` : ''}${rejected}`);
  }
  if (failures.length) {
    lines.push('', 'Failed for another reason (nothing to approve; fix the test or the page):');
    for (const { screen, project, message } of failures) {
      const where = [screen.file, screen.title].filter(Boolean).join(' › ');
      lines.push(`  ${where}${project ? ` [${project}]` : ''}: ${message.split('\n').find(Boolean) ?? message}`);
    }
  }
  if (!staleChecked)
    lines.push('', 'Removed baselines (no test takes them) are looked for only in a full run (no --grep, files or --project).');
  if (items.length) lines.push('', 'Review them: npm run visual:review (or --last: this run, without running again)');
  // Last, on one line, for CI logs.
  lines.push('', checkSummaryLine(run));
  return lines.join('\n');
}
