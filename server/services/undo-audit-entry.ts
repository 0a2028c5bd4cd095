import type { SessionEditor } from '../auth/editor-auth';
import { CONTENT_KINDS } from '../content-kinds/all-content-kinds';
import type { ContentKind } from '../content-kinds/content-kind';
import { findAuditRow, type AuditAction } from '../db/audit-log.repository';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { inputOf, nameOf } from './content-engine/content-item-shape';
import { deleteContentItem } from './content-engine/delete-content-item';
import { reorderContentItems } from './content-engine/reorder-content-items';
import { createContentItem, updateContentItem } from './content-engine/save-content-item';

// "Put back" from the audit log (docs/console-kinds.md, "Put back"): one row undone through the
// content engine, so every rule of the kind, the transaction, the new audit row, the seed's mark
// and the emptied cache are as for any edit. Undoing a row twice applies its `before` again.

export const NO_SUCH_CHANGE = 'No such change in the audit log.';
export const USE_PAGE_HISTORY = "Use the page's History to restore a version.";
export const CANNOT_UNDO = 'This change cannot be undone here.';

type Snapshot = Record<string, unknown>;
const UNDOABLE: readonly AuditAction[] = ['create', 'update', 'publish', 'unpublish', 'delete', 'reorder'];
const isSnapshot = (value: unknown): value is Snapshot => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "the banner “Autumn courses”", or "the mid banner". */
const named = (kind: ContentKind, snapshot: Snapshot) => {
  const name = nameOf(kind, snapshot);
  return name.startsWith('the ') ? name : `the ${kind.label} ${name}`;
};

/** Creates the snapshot's item again (a new id), with the children it was deleted with, each its own change. */
async function createAgain(deps: AppDeps, editor: SessionEditor, kind: ContentKind, snapshot: Snapshot) {
  const parentId = kind.group?.parent ? String(snapshot[kind.group.itemKey]) : undefined;
  const created = await createContentItem(deps, editor, kind, { input: inputOf(kind, snapshot), parentId });
  const { children } = kind;
  if (!children || !Array.isArray(snapshot[children.key])) return;
  for (const child of snapshot[children.key] as Snapshot[]) {
    const input = inputOf(children.kind, child);
    await createContentItem(deps, editor, children.kind, { input, parentId: String(created[kind.store.id]) });
  }
}

/** Undoes one audit-log row and says what was put back. */
export async function undoAuditEntry(deps: AppDeps, editor: SessionEditor, id: number): Promise<{ message: string }> {
  const row = await findAuditRow(deps.db, id);
  if (!row) throw notFound(NO_SUCH_CHANGE);
  if (row.entityType === 'page') throw badRequest(USE_PAGE_HISTORY);
  const kind = CONTENT_KINDS[row.entityType];
  if (!kind || !UNDOABLE.includes(row.action)) throw badRequest(CANNOT_UNDO);
  const { before, after } = row;

  if (row.action === 'create') {
    if (!isSnapshot(after)) throw badRequest(CANNOT_UNDO);
    await deleteContentItem(deps, editor, kind, row.entityId);
    return { message: `Removed ${named(kind, after)} that this change added.` };
  }
  if (!isSnapshot(before)) throw badRequest(CANNOT_UNDO);
  if (row.action === 'delete') {
    await createAgain(deps, editor, kind, before);
    return { message: `Put back ${named(kind, before)} as it was before it was deleted (as a new item, with a new id).` };
  }
  if (row.action === 'reorder') {
    const order = before.order;
    if (!Array.isArray(order) || !order.every((item) => typeof item === 'string')) throw badRequest(CANNOT_UNDO);
    await reorderContentItems(deps, editor, kind, order, row.entityId === 'all' ? undefined : row.entityId);
    return { message: `Put back the order of the ${kind.plural ?? `${kind.label}s`} as it was before this change.` };
  }
  await updateContentItem(deps, editor, kind, { id: row.entityId, input: inputOf(kind, before) });
  return { message: `Put back ${named(kind, before)} as it was before this change.` };
}
