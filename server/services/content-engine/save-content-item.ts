import type { SessionEditor } from '../../auth/editor-auth';
import type { ContentKind, KindDeps, SaveChange } from '../../content-kinds/content-kind';
import type { Db } from '../../db/client';
import { insertContentRow, updateContentRow, type ContentRow, type ItemId } from '../../db/content-items.repository';
import { runConsoleChange, updateAction, type ConsoleChangeRecord } from '../console-change';
import { idOf, idValue, itemOf, snapshotOf, valuesOf } from './content-item-shape';
import { assertUnique, lockKind, parentOf, requireRow } from './kind-rules';
import { assertRevision } from './revision-check';

// Adds or saves an item of any content kind (docs/console-kinds.md): the kind's
// checks, then in one transaction under the kind's lock the revision check, its unique values,
// the row, the kind's own work after it and the audit row; then the published-content cache is
// emptied (runConsoleChange). A save that changed only `published` is recorded as publish/unpublish.

type Item = ReturnType<typeof itemOf>;

/** The row's values for an input, once the kind's checks that need no stored row passed (outside the transaction). */
async function checkedValues(deps: KindDeps, kind: ContentKind, input: unknown): Promise<ContentRow> {
  const values = valuesOf(kind, input as Record<string, unknown>);
  await kind.check?.(deps, input);
  return values;
}

/** Adds an item at the end of its list (of the parent's, for a kind with one: `parentId`). */
export async function createContentItem(
  deps: KindDeps,
  editor: SessionEditor,
  kind: ContentKind,
  { input, parentId }: { input: unknown; parentId?: string },
): Promise<Item> {
  const values = await checkedValues(deps, kind, input);
  return runConsoleChange(deps, editor, [], async (tx, at) => {
    await lockKind(tx, kind);
    const parent = await parentOf(tx, kind, parentId);
    const grouped = parent && kind.store.group ? { ...values, [kind.store.group]: Number(parentId) } : values;
    const change = { tx, deps, editor, input, values: grouped, before: null };
    await kind.beforeSave?.(change);
    await assertUnique(tx, kind, grouped, { parent });
    const id = await insertContentRow(tx, kind.store, grouped, { by: editor.mail, at });
    return recordSave(kind, change, id);
  });
}

/**
 * Saves every field of an item. `revision` is the one the editor started from: another one now
 * is a 409 (revision-check.ts). The console's calls always name one (the handlers require it);
 * only Put back (undo-audit-entry.ts) leaves it out, to overwrite knowingly. A kind with groups moves an item
 * that changes group to the end of the other's list.
 */
export async function updateContentItem(
  deps: KindDeps,
  editor: SessionEditor,
  kind: ContentKind,
  { id: idText, input, revision }: { id: string; input: unknown; revision?: number },
): Promise<Item> {
  const values = await checkedValues(deps, kind, input);
  return runConsoleChange(deps, editor, [], async (tx, at) => {
    await lockKind(tx, kind);
    const id = idValue(kind, idText);
    const before = await requireRow(tx, kind, id);
    assertRevision(kind, before, revision);
    const group = kind.store.group;
    const parent = group ? await parentOf(tx, kind, before[group]) : null;
    const change = { tx, deps, editor, input, values, before };
    await kind.beforeSave?.(change);
    await assertUnique(tx, kind, { ...before, ...values }, { except: id, parent });
    const moved = group && group in values && String(values[group]) !== String(before[group]);
    await updateContentRow(tx, kind.store, id, values, { by: editor.mail, at }, moved ? values[group] : undefined);
    return recordSave(kind, change, id);
  });
}

/** The audit row and answer of a save, after the kind's own work (a page's version). */
async function recordSave(
  kind: ContentKind,
  change: SaveChange<ContentRow, unknown> & { tx: Db },
  id: ItemId,
): Promise<ConsoleChangeRecord<Item>> {
  const written = await requireRow(change.tx, kind, id);
  const note = (await kind.afterSave?.({ ...change, row: written })) ?? {};
  // Read again after the kind's work, so what it changed shows (a page's newest version).
  const row = kind.afterSave ? await requireRow(change.tx, kind, id) : written;
  const { before } = change;
  const [was, is] = [before && snapshotOf(kind, before), snapshotOf(kind, row)];
  return {
    action: note.action ?? (was ? updateAction(was, is) : 'create'),
    entityType: kind.entityType,
    entityId: idOf(kind, row),
    before: was,
    after: { ...is, ...note.audit },
    result: itemOf(kind, row),
    contentTypes: [...new Set([...(before ? [kind.contentTypeOf(before)] : []), kind.contentTypeOf(row)])],
  };
}
