/**
 * Paths added and removed since the previous QA report: both reports keep the catalog of every UI
 * path of the machines they ran (ids come from the events, so an unchanged path keeps its id).
 * Only machines both runs include are compared, so running one machine does not "remove" the rest.
 */
export type PathCatalog = Record<string, Array<{ id: string; summary: string }>>;

export interface PathChange {
  machine: string;
  id: string;
  summary: string;
}

export interface PathChanges {
  /** Machines both catalogs list. */
  compared: string[];
  added: PathChange[];
  removed: PathChange[];
}

export function pathChanges(previous: PathCatalog | null, current: PathCatalog): PathChanges {
  const compared = previous ? Object.keys(current).filter((machine) => machine in previous) : [];
  const diff = (from: PathCatalog, to: PathCatalog) =>
    compared.flatMap((machine) => {
      const known = new Set(to[machine]!.map((entry) => entry.id));
      return from[machine]!.filter((entry) => !known.has(entry.id)).map((entry) => ({ machine, ...entry }));
    });
  return { compared, added: previous ? diff(current, previous) : [], removed: previous ? diff(previous, current) : [] };
}

/** 'since the previous report: 2 added, 1 removed (session, idle)' or why nothing was compared. */
export function pathChangesLine(changes: PathChanges, hadPrevious: boolean): string {
  if (!hadPrevious) return 'no previous report to compare with';
  if (changes.compared.length === 0) return 'the previous report ran none of these machines';
  return `since the previous report: ${changes.added.length} added, ${changes.removed.length} removed (${changes.compared.join(', ')})`;
}
