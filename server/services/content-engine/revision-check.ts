import type { ContentKind } from '../../content-kinds/content-kind';
import type { ContentRow } from '../../db/content-items.repository';
import { conflict } from '../../errors';
import { itemOf, nameOf, revisionOf } from './content-item-shape';

// No lost update (docs/console-kinds.md): a save or delete that names the revision it started from
// is refused with a 409 when the item has another one now, saying who changed it and when, with
// the item as it is. One that names none overwrites, as before revisions were kept.

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
