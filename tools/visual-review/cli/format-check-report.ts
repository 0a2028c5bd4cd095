// The terminal report of `visual:check`: one line per snapshot a designer must look at, grouped
// by screen, then the failures that are not screenshot differences.
import type { CollectedRun } from './review-item';

const label = { changed: 'changed', new: 'new    ', stale: 'stale  ' } as const;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function formatCheckReport({ items, failures, passed, limitedBy, staleChecked }: CollectedRun): string {
  const count = (status: keyof typeof label) => items.filter(({ snapshot }) => snapshot.status === status).length;
  const lines = [
    '',
    `Visual check${limitedBy.length ? ` (limited by ${limitedBy.join(' ')})` : ''}: ` +
      `${count('changed')} changed, ${count('new')} new, ${count('stale')} stale, ` +
      `${plural(failures.length, 'other failure')}, ${plural(passed, 'test')} passed.`,
  ];
  let screen = '';
  for (const { snapshot } of items) {
    const title = [snapshot.screen.file, snapshot.screen.title || '(no test)'].join(' › ');
    if (title !== screen) lines.push('', title);
    screen = title;
    lines.push(`  ${label[snapshot.status]}  ${snapshot.baseline}${snapshot.message ? `  (${snapshot.message})` : ''}`);
  }
  if (failures.length) {
    lines.push('', 'Failed for another reason (nothing to approve; fix the test or the page):');
    for (const { screen, project, message } of failures) {
      const where = [screen.file, screen.title].filter(Boolean).join(' › ');
      lines.push(`  ${where}${project ? ` [${project}]` : ''}: ${message.split('\n').find(Boolean) ?? message}`);
    }
  }
  if (!staleChecked) lines.push('', 'Stale baselines are looked for only in a full run (no --grep, files or --project).');
  if (items.length) lines.push('', 'Review them: npm run visual:review');
  return lines.join('\n');
}
