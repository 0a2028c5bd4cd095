import type { ContentKind } from '../../content-kinds/content-kind';
import type { Db } from '../../db/client';
import {
  findContentRow,
  findContentRowWith,
  lockContent,
  storeName,
  type ContentRow,
  type ItemId,
} from '../../db/content-items.repository';
import { badRequest, notFound } from '../../errors';

// The rules every kind's changes follow, as its declaration asks (server/content-kinds/).

/**
 * Takes the kind's lock for the rest of the transaction: its changes run one after the other, so
 * a new id or weight (the highest + 1) and a unique name are never given twice (issue 40).
 */
export const lockKind = (tx: Db, kind: ContentKind) => lockContent(tx, kind.lock ?? storeName(kind.store));

export async function requireRow(db: Db, kind: ContentKind, id: ItemId): Promise<ContentRow> {
  const row = await findContentRow(db, kind.store, id);
  if (!row) throw notFound(kind.notFound ?? `No such ${kind.label}. It may have been deleted meanwhile.`);
  return row;
}

/** The group's parent row (a speciality's profession), or null for a kind without one; 404 when it is gone. */
export async function parentOf(db: Db, kind: ContentKind, group: unknown): Promise<{ name: string } | null> {
  const parent = kind.group?.parent;
  if (!parent) return null;
  const found = await parent.find(db, Number(group));
  if (!found) throw notFound(parent.notFound);
  return found;
}

/** Refuses a value another row already has (a tag's name, a resource's address), naming the field. */
export async function assertUnique(
  tx: Db,
  kind: ContentKind,
  row: ContentRow,
  { except, parent }: { except?: ItemId; parent: { name: string } | null },
): Promise<void> {
  const group = kind.store.group ? row[kind.store.group] : undefined;
  for (const rule of kind.unique ?? []) {
    const value = row[rule.key];
    const other = await findContentRowWith(tx, kind.store, {
      key: rule.key,
      value,
      ignoreCase: rule.ignoreCase,
      group: rule.inGroup ? group : undefined,
      except,
    });
    if (other) throw badRequest(rule.message(other, parent), rule.field);
  }
}
