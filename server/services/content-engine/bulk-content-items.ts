import type { Schemas } from '../../api/types';
import type { SessionEditor } from '../../auth/editor-auth';
import type { ContentKind, KindDeps } from '../../content-kinds/content-kind';
import { findContentRow } from '../../db/content-items.repository';
import { HttpError } from '../../errors';
import { inputOf, itemOf, parsedId } from './content-item-shape';
import { deleteContentItem } from './delete-content-item';
import { requiredRevisions } from './revision-check';
import { updateContentItem } from './save-content-item';

// Publish, unpublish or delete several items of a kind (docs/console-kinds.md, "Bulk actions"):
// each item is the change its own call would make (its rules, its audit row, its revision check),
// one after the other, so one refused item does not undo or stop the others.

type BulkAction = Schemas['ContentBulkAction'];
type BulkResult = Schemas['ContentBulkResults']['results'][number];

const DONE: Record<BulkAction['action'], string> = { publish: 'Published.', unpublish: 'Unpublished.', delete: 'Deleted.' };
const ALREADY = { publish: 'Already published.', unpublish: 'Already unpublished.' };

/** What names a stored item in the results: its title, else its kind and id. */
function titleOf(kind: ContentKind, item: Record<string, unknown>, id: string): string {
  const title = kind.titleKey ? item[kind.titleKey] : undefined;
  return typeof title === 'string' && title.trim() !== '' ? title : `${kind.label} ${id}`;
}

async function actOn(
  deps: KindDeps,
  editor: SessionEditor,
  kind: ContentKind,
  { action, id, revision }: { action: BulkAction['action']; id: string; revision: number },
): Promise<BulkResult> {
  const value = parsedId(kind, id);
  const row = value === null ? null : await findContentRow(deps.db, kind.store, value);
  if (!row)
    return { id, title: id, ok: false, message: kind.notFound ?? `No such ${kind.label}. It may have been deleted meanwhile.` };
  const item = itemOf(kind, row);
  const title = titleOf(kind, item, id);
  try {
    if (action === 'delete') await deleteContentItem(deps, editor, kind, id, revision);
    else {
      const published = action === 'publish';
      if (item.published === published) return { id, title, ok: true, message: ALREADY[action] };
      const input = { ...inputOf(kind, item), published };
      await updateContentItem(deps, editor, kind, { id, input, revision });
    }
    return { id, title, ok: true, message: DONE[action] };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return { id, title, ok: false, message: error.message };
    throw error;
  }
}

/** Each id's result, in the order given. */
export async function bulkContentAction(
  deps: KindDeps,
  editor: SessionEditor,
  kind: ContentKind,
  { action, ids, revisions: named }: BulkAction,
): Promise<Schemas['ContentBulkResults']> {
  // Every id names the revision the editor saw (a 400 before any item is changed, else).
  const revisions = requiredRevisions(ids, named);
  const results: BulkResult[] = [];
  for (const id of ids) results.push(await actOn(deps, editor, kind, { action, id, revision: revisions[id]! }));
  return { results };
}
