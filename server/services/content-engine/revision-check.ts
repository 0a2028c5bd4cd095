import type { ContentKind } from '../../content-kinds/content-kind';
import type { ContentRow } from '../../db/content-items.repository';
import { badRequest, conflict } from '../../errors';
import { itemOf, nameOf, revisionOf } from './content-item-shape';

// No lost update (docs/console-code.md): every save or delete from the console names the revision
// it started from, and is refused with a 409 when the item has another one now, saying who changed
// it and when, with the item as it is. One that names none is a 400 (`field: "revision"`), never an
// overwrite: the contract requires it (RevisionRequired, RevisionQuery, ContentBulkAction.revisions)
// and the handlers check it again here. Only Put back (undo-audit-entry.ts) overwrites knowingly.

/** The 400 of an edit that names no revision (the contract's RevisionRequired message). */
export const REVISION_REQUIRED =
  'A change must name the revision of the item it started from (revision): reload the item and try again.';
/** The 400 of a bulk action that names no revision for one of its ids. */
export const REVISIONS_REQUIRED =
  'A bulk action must name the revision of each item it started from (revisions): reload the list and try again.';

/** The revision an edit names (a body's number or a query's text), else a 400 with `field` `revision`. */
export function requiredRevision(value: unknown): number {
  const revision = typeof value === 'string' && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : value;
  if (typeof revision !== 'number' || !Number.isInteger(revision) || revision < 1) {
    throw badRequest(REVISION_REQUIRED, 'revision');
  }
  return revision;
}

/** Each id's revision of a bulk action, else a 400 with `field` `revisions`. */
export function requiredRevisions(ids: readonly string[], revisions: Readonly<Record<string, number>> | undefined) {
  if (!revisions || ids.some((id) => !Number.isInteger(revisions[id]))) throw badRequest(REVISIONS_REQUIRED, 'revisions');
  return revisions;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2 June 2025 09:30 UTC". */
export function formatChangeTime(at: Date): string {
  const hh = String(at.getUTCHours()).padStart(2, '0');
  const mm = String(at.getUTCMinutes()).padStart(2, '0');
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()} ${hh}:${mm} UTC`;
}

export function assertRevision(kind: ContentKind, row: ContentRow, revision: number | undefined): void {
  if (revision === undefined || revision === Number(row.revision)) return;
  const current = itemOf(kind, row);
  const { updated_by: by } = revisionOf(row);
  const when = row.updatedAt instanceof Date ? formatChangeTime(row.updatedAt) : null;
  const who = [by, when].filter((part) => part !== null).join(', ');
  const message = `Someone else changed ${nameOf(kind, current)}${who ? ` (${who})` : ''} after you opened it.`;
  throw conflict(message, { conflict: { ...revisionOf(row), current } });
}
