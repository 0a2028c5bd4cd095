import type { SessionEditor } from '../../auth/editor-auth';
import type { ContentKind, KindDeps } from '../../content-kinds/content-kind';
import { deleteContentRow, listContentRows } from '../../db/content-items.repository';
import { runConsoleChange } from '../console-change';
import { idValue, snapshotOf } from './content-item-shape';
import { lockKind, requireRow } from './kind-rules';
import { assertRevision } from './revision-check';

/**
 * Deletes an item of any content kind, unless the kind's rules keep it; the audit row keeps it
 * (with its children, which go with it: a profession's specialities). `revision` must be
 * the item's (else a 409, revision-check.ts); the console's calls always name one (the handlers
 * require it), only Put back (undo-audit-entry.ts) leaves it out.
 */
export async function deleteContentItem(
  deps: KindDeps,
  editor: SessionEditor,
  kind: ContentKind,
  idText: string,
  revision?: number,
): Promise<void> {
  await runConsoleChange(deps, editor, [], async (tx) => {
    await lockKind(tx, kind);
    const id = idValue(kind, idText);
    const before = await requireRow(tx, kind, id);
    assertRevision(kind, before, revision);
    await kind.beforeDelete?.(tx, before);
    const { children } = kind;
    const kept = children
      ? { [children.key]: (await listContentRows(tx, children.kind.store, id)).map((row) => snapshotOf(children.kind, row)) }
      : {};
    await deleteContentRow(tx, kind.store, id);
    return {
      action: 'delete',
      entityType: kind.entityType,
      entityId: id,
      before: { ...snapshotOf(kind, before), ...kept },
      after: null,
      result: undefined,
      contentTypes: [kind.contentTypeOf(before)],
    };
  });
}
