import type { SessionEditor } from '../../auth/editor-auth';
import type { ContentKind, KindDeps } from '../../content-kinds/content-kind';
import { listContentRows, setContentWeights } from '../../db/content-items.repository';
import { runConsoleChange } from '../console-change';
import { assertCompleteOrder } from '../console-order';
import { idOf, idValue, itemOf, orderSnapshot } from './content-item-shape';
import { lockKind, parentOf } from './kind-rules';

/**
 * Puts a kind's items (of one group, for a kind with groups: `group`) in the order of `ids`, which
 * must list each of them once. Revisions stay: a form's fields do not include the place in the
 * list. The audit row's entity id is the group, or `all`.
 */
export async function reorderContentItems(
  deps: KindDeps,
  editor: SessionEditor,
  kind: ContentKind,
  ids: string[],
  group?: string,
) {
  return runConsoleChange(deps, editor, [], async (tx) => {
    await lockKind(tx, kind);
    await parentOf(tx, kind, group);
    const rows = await listContentRows(tx, kind.store, group);
    const before = rows.map((row) => String(idOf(kind, row)));
    assertCompleteOrder(before, ids);
    await setContentWeights(
      tx,
      kind.store,
      ids.map((id) => idValue(kind, id)),
      group,
    );
    const after = await listContentRows(tx, kind.store, group);
    return {
      action: 'reorder',
      entityType: kind.entityType,
      entityId: group ?? 'all',
      before: orderSnapshot(kind, rows),
      after: orderSnapshot(kind, after),
      result: after.map((row) => itemOf(kind, row)),
      contentTypes: [...new Set(rows.map((row) => kind.contentTypeOf(row)))],
    };
  });
}
