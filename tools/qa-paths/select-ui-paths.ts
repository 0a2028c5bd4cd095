import type { QaPath } from '../shared/machine-paths/paths';

/** `--path` and `--grep` of `npm run qa:paths`: which UI paths run, and how Playwright is told. */

export interface Candidate {
  machine: string;
  path: Pick<QaPath, 'id' | 'summary' | 'title'>;
}

/** The candidates `--path` ids (exact) and `--grep` text (in the summary or title, any case) keep. */
export function selectUiPaths<T extends Candidate>(candidates: T[], filter: { paths: string[]; grep: string | null }): T[] {
  const grep = filter.grep?.toLowerCase() ?? null;
  return candidates.filter(
    ({ path }) =>
      (filter.paths.length === 0 || filter.paths.includes(path.id)) &&
      (grep === null || path.summary.toLowerCase().includes(grep) || path.title.toLowerCase().includes(grep)),
  );
}

/** `--path` ids that name no UI path of the machines run. */
export function unknownPathIds(candidates: Candidate[], ids: string[]): string[] {
  return ids.filter((id) => !candidates.some(({ path }) => path.id === id));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A Playwright `--grep` that matches exactly the tests of these paths: each test's title starts
 * with its path id and a space (e2e/qa/support/ui-paths.ts).
 */
export function playwrightGrepFor(selected: Candidate[]): string {
  const ids = [...new Set(selected.map(({ path }) => path.id))];
  return `(?:^|\\s)(?:${ids.map(escapeRegExp).join('|')}) `;
}
