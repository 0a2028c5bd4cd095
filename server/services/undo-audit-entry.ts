import type { SessionEditor } from '../auth/editor-auth';
import { findAuditRow, type AuditAction } from '../db/audit-log.repository';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { UNDO_KINDS, type UndoKind } from './undo-kinds';

// "Put back" from the audit log (docs/console-code.md, "Put back"): one row undone through
// the console's own services, so every rule, the transaction, the new audit row, the seed's mark
// and the emptied cache are as for any edit. Undoing a row twice applies its `before` again.

export const NO_SUCH_CHANGE = 'No such change in the audit log.';
export const USE_PAGE_HISTORY = "Use the page's History to restore a version.";
export const CANNOT_UNDO = 'This change cannot be undone here.';

type Snapshot = Record<string, unknown>;
const UNDOABLE: readonly AuditAction[] = ['create', 'update', 'publish', 'unpublish', 'delete', 'reorder'];
const isSnapshot = (value: unknown): value is Snapshot => typeof value === 'object' && value !== null && !Array.isArray(value);

const named = (kind: UndoKind, snapshot: Snapshot) => {
  const name = kind.nameOf(snapshot);
  return name ? `the ${kind.label} “${name}”` : `the ${kind.label}`;
};

/** Undoes one audit-log row and says what was put back. */
export async function undoAuditEntry(deps: AppDeps, editor: SessionEditor, id: number): Promise<{ message: string }> {
  const row = await findAuditRow(deps.db, id);
  if (!row) throw notFound(NO_SUCH_CHANGE);
  if (row.entityType === 'page') throw badRequest(USE_PAGE_HISTORY);
  const kind = UNDO_KINDS[row.entityType];
  if (!kind || !UNDOABLE.includes(row.action)) throw badRequest(CANNOT_UNDO);
  const { before, after } = row;

  if (row.action === 'create') {
    if (!isSnapshot(after)) throw badRequest(CANNOT_UNDO);
    await kind.remove(deps, editor, row.entityId);
    return { message: `Removed ${named(kind, after)} that this change added.` };
  }
  if (!isSnapshot(before)) throw badRequest(CANNOT_UNDO);
  if (row.action === 'delete') {
    await kind.create(deps, editor, before);
    return { message: `Put back ${named(kind, before)} as it was before it was deleted (as a new item, with a new id).` };
  }
  if (row.action === 'reorder') {
    const order = before.order;
    if (!Array.isArray(order) || !order.every((item) => typeof item === 'string')) throw badRequest(CANNOT_UNDO);
    await kind.reorder(deps, editor, row.entityId, order);
    return { message: `Put back the order of the ${kind.plural} as it was before this change.` };
  }
  await kind.update(deps, editor, row.entityId, before);
  return { message: `Put back ${named(kind, before)} as it was before this change.` };
}
