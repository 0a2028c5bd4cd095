import type { Schemas } from '../api/types';
import { CONTENT_KINDS } from '../content-kinds/all-content-kinds';

// What names the item of an audit row (issue 38, "Readable audit log"): read from the row's own
// snapshots, so a deleted item still reads by its title, and no join to a table that may have lost it.

type Snapshot = Record<string, unknown> | null;

/** The properties that name an entity that is not a content kind, in the order they are tried. */
const NAMING_KEYS = ['title', 'name', 'subject', 'resource_title', 'email', 'mail'] as const;

const textAt = (snapshot: Snapshot, key: string) => {
  const value = snapshot?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** The first words of a rich-text body (a mid banner is named by its text). */
function headlineOf(html: string): string | null {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return null;
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** The item's title as it was after the change (before it, for a delete); null when nothing names it (a reorder). */
export function auditTitleOf(entityType: Schemas['AuditEntityType'], before: Snapshot, after: Snapshot): string | null {
  const kind = CONTENT_KINDS[entityType];
  const keys = kind?.titleKey ? [kind.titleKey] : NAMING_KEYS;
  for (const snapshot of [after, before]) {
    for (const key of keys) {
      const title = textAt(snapshot, key);
      if (title) return title;
    }
    const body = entityType === 'mid_banner' ? textAt(snapshot, 'body') : null;
    if (body) return headlineOf(body);
  }
  return null;
}
