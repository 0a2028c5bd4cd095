import { getTableColumns } from 'drizzle-orm';
import type { ContentKind } from '../../content-kinds/content-kind';
import type { ContentRow, ItemId } from '../../db/content-items.repository';

// How the engine turns a kind's rows into what the calls answer, the audit log keeps and Put back
// sends again (docs/console-kinds.md).

type Snapshot = Record<string, unknown>;

/** What every item carries against lost updates (docs/console-kinds.md, "No lost update"). */
export interface RevisionFields {
  revision: number;
  /** Unix seconds; null until an editor saved it. */
  updated_at: number | null;
  updated_by: string | null;
}

export function revisionOf(row: ContentRow): RevisionFields {
  const at = row.updatedAt instanceof Date ? Math.floor(row.updatedAt.getTime() / 1000) : null;
  return { revision: Number(row.revision), updated_at: at, updated_by: (row.updatedBy as string | null) ?? null };
}

/** The row's property of each of the kind's fields (a column's drizzle name, by its SQL name). */
const columnKeys = new WeakMap<ContentKind, [field: string, key: string][]>();
function fieldKeys(kind: ContentKind): [field: string, key: string][] {
  let keys = columnKeys.get(kind);
  if (!keys) {
    const bySqlName = new Map(Object.entries(getTableColumns(kind.store.table)).map(([key, column]) => [column.name, key]));
    keys = kind.fields.map((field) => {
      const key = bySqlName.get(field);
      if (!key) throw new Error(`${kind.entityType}: no column ${field}`);
      return [field, key];
    });
    columnKeys.set(kind, keys);
  }
  return keys;
}

/** The item as the calls answer it: its id as text, its fields, its other properties and its revision. */
export function itemOf(kind: ContentKind, row: ContentRow): Snapshot & RevisionFields {
  const fields = Object.fromEntries(fieldKeys(kind).map(([field, key]) => [field, row[key]]));
  return { [kind.store.id]: String(row[kind.store.id]), ...fields, ...kind.toItem?.(row), ...revisionOf(row) };
}

/** The row's values for an input: its fields (trimmed where the kind says) and the kind's other values. */
export function valuesOf(kind: ContentKind, input: Snapshot): ContentRow {
  const trim = (field: string, value: unknown) =>
    kind.trimmed?.includes(field) && typeof value === 'string' ? value.trim() : value;
  const given = fieldKeys(kind).filter(([field]) => field in input);
  return { ...Object.fromEntries(given.map(([field, key]) => [key, trim(field, input[field])])), ...kind.valuesOf?.(input) };
}

const without = (snapshot: Snapshot, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(snapshot).filter(([key]) => !keys.includes(key)));

/** The item as the audit log keeps it: its content, without derived fields or the revision (which the row's who and when say). */
export const snapshotOf = (kind: ContentKind, row: ContentRow): Snapshot =>
  without(itemOf(kind, row), [...(kind.derived ?? []), 'revision', 'updated_at', 'updated_by']);

/** An audit snapshot as the kind's input again (for Put back): without its id, derived fields, parent or children. */
export function inputOf(kind: ContentKind, snapshot: Snapshot): Snapshot {
  const parent = kind.group?.parent ? [kind.group.itemKey] : [];
  return without(snapshot, [kind.store.id, ...(kind.derived ?? []), ...parent, ...(kind.children ? [kind.children.key] : [])]);
}

/** An id as the path or a snapshot writes it, as the table keeps it. */
export const idValue = (kind: ContentKind, text: string): ItemId => (kind.store.newId === 'uuid' ? text : Number(text));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An id from outside (a bulk action's list) as the table keeps it, or null when no row can have it. */
export function parsedId(kind: ContentKind, text: string): ItemId | null {
  if (kind.store.newId === 'uuid') return UUID.test(text) ? text : null;
  return /^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : null;
}

export const idOf = (kind: ContentKind, row: ContentRow) => row[kind.store.id] as ItemId;

/** How messages name the item: “Title”, or "the mid banner". */
export function nameOf(kind: ContentKind, item: Snapshot): string {
  const title = kind.titleKey ? item[kind.titleKey] : undefined;
  return typeof title === 'string' && title.trim() !== '' ? `“${title}”` : `the ${kind.label}`;
}

/**
 * An order as the audit log keeps it: the ids, first to last (what Put back restores), and the
 * items' names in the same order, so the log reads the order by title after they are gone.
 */
export const orderSnapshot = (kind: ContentKind, rows: ContentRow[]) => ({
  order: rows.map((row) => String(idOf(kind, row))),
  titles: rows.map((row) => nameOf(kind, itemOf(kind, row)).replace(/^“|”$/g, '')),
});
