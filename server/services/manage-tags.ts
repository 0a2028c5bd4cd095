import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import {
  deleteTag,
  findTag,
  findTagByName,
  insertTag,
  listAllTags,
  resourcesTaggedWith,
  setTagWeights,
  updateTag,
} from '../db/console-content.repository';
import type { Db } from '../db/client';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { runConsoleChange, updateAction } from './console-change';
import { assertCompleteOrder } from './console-order';
import { orderSnapshot, toEditorTag } from './console-shapes';

// Search tags in the editor console (docs/console-code.md). Resources refer to tags by tid.

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentCache'>;
export const NO_SUCH_TAG = 'No such tag. It may have been deleted meanwhile.';

/** Two tags with one name (any case) would be two chips reading the same. */
async function assertNameFree(db: Db, name: string, tid?: number): Promise<void> {
  const other = await findTagByName(db, name);
  if (other && other.tid !== tid) throw badRequest(`A tag named ${other.name} already exists.`);
}

export async function listConsoleTags({ db }: Pick<AppDeps, 'db'>) {
  return (await listAllTags(db)).map(toEditorTag);
}

export async function createConsoleTag(deps: Deps, editor: SessionEditor, input: Schemas['TagInput']) {
  const name = input.name.trim();
  return runConsoleChange(deps, editor, 'tags', async (tx) => {
    await assertNameFree(tx, name);
    const tag = toEditorTag(await insertTag(tx, { name, published: input.published }));
    return { action: 'create', entityType: 'tag', entityId: tag.tid, before: null, after: tag, result: tag };
  });
}

export async function updateConsoleTag(deps: Deps, editor: SessionEditor, tid: number, input: Schemas['TagInput']) {
  const name = input.name.trim();
  return runConsoleChange(deps, editor, 'tags', async (tx) => {
    const before = await findTag(tx, tid);
    if (!before) throw notFound(NO_SUCH_TAG);
    await assertNameFree(tx, name, tid);
    const [was, is] = [toEditorTag(before), toEditorTag(await updateTag(tx, tid, { name, published: input.published }))];
    return { action: updateAction(was, is), entityType: 'tag', entityId: tid, before: was, after: is, result: is };
  });
}

/** A tag that resources use is kept (their "related" lists would silently change): the editor is told which. */
export async function deleteConsoleTag(deps: Deps, editor: SessionEditor, tid: number): Promise<void> {
  await runConsoleChange(deps, editor, 'tags', async (tx) => {
    const before = await findTag(tx, tid);
    if (!before) throw notFound(NO_SUCH_TAG);
    const users = await resourcesTaggedWith(tx, tid);
    if (users.length > 0)
      throw badRequest(
        `The tag ${before.name} is used by ${users.join(', ')}. Unpublish it instead, or remove it from those resources first.`,
      );
    await deleteTag(tx, tid);
    return { action: 'delete', entityType: 'tag', entityId: tid, before: toEditorTag(before), after: null, result: undefined };
  });
}

export async function reorderConsoleTags(deps: Deps, editor: SessionEditor, { ids }: Schemas['ContentOrder']) {
  return runConsoleChange(deps, editor, 'tags', async (tx) => {
    const before = (await listAllTags(tx)).map((row) => String(row.tid));
    assertCompleteOrder(before, ids);
    await setTagWeights(tx, ids.map(Number));
    const after = (await listAllTags(tx)).map(toEditorTag);
    return {
      action: 'reorder',
      entityType: 'tag',
      entityId: 'all',
      before: orderSnapshot(before),
      after: orderSnapshot(after.map((tag) => tag.tid)),
      result: after,
    };
  });
}
