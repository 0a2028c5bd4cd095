import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import {
  countSubscribers,
  deleteResource,
  findConsoleResource,
  homeContentLeadingTo,
  insertResource,
  listAllResources,
  setResourceWeights,
  updateResource,
} from '../db/console-resources.repository';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { runConsoleChange, updateAction } from './console-change';
import { assertCompleteOrder } from './console-order';
import { orderSnapshot } from './console-shapes';
import { resourceValuesOf, toEditorResource } from './console-resource-shape';
import { checkResource } from './resource-checks';

// Resources in the editor console (docs/console-code.md, "Resources").

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentCache' | 'files' | 'config'>;
export const NO_SUCH_RESOURCE = 'No such resource. It may have been deleted meanwhile.';

export async function listConsoleResources({ db }: Pick<AppDeps, 'db'>) {
  return (await listAllResources(db)).map(toEditorResource);
}

export async function createConsoleResource(deps: Deps, editor: SessionEditor, input: Schemas['ResourceInput']) {
  await checkResource(deps, input);
  return runConsoleChange(deps, editor, 'resources', async (tx) => {
    const resource = toEditorResource(await insertResource(tx, resourceValuesOf(input)));
    return { action: 'create', entityType: 'resource', entityId: resource.nid, before: null, after: resource, result: resource };
  });
}

export async function updateConsoleResource(deps: Deps, editor: SessionEditor, nid: number, input: Schemas['ResourceInput']) {
  await checkResource(deps, input, nid);
  return runConsoleChange(deps, editor, 'resources', async (tx) => {
    const before = await findConsoleResource(tx, nid);
    if (!before) throw notFound(NO_SUCH_RESOURCE);
    if (before.slugUrl !== input.slug_url) {
      const leading = await homeContentLeadingTo(tx, before.slugUrl);
      if (leading.length > 0)
        throw badRequest(
          `The address /appdetail/${before.slugUrl} is used by ${leading.join(', ')}. Change ${leading.length > 1 ? 'those' : 'it'} first, then the address.`,
        );
    }
    const was = toEditorResource(before);
    const is = toEditorResource(await updateResource(tx, nid, resourceValuesOf(input)));
    return { action: updateAction(was, is), entityType: 'resource', entityId: nid, before: was, after: is, result: is };
  });
}

/**
 * Members' My Resources and the home page's links would silently lose their resource: such a
 * resource is kept, and the editor is told why and to unpublish it instead.
 */
export async function deleteConsoleResource(deps: Deps, editor: SessionEditor, nid: number): Promise<void> {
  await runConsoleChange(deps, editor, 'resources', async (tx) => {
    const before = await findConsoleResource(tx, nid);
    if (!before) throw notFound(NO_SUCH_RESOURCE);
    const members = await countSubscribers(tx, nid);
    if (members > 0)
      throw badRequest(
        `${members} ${members === 1 ? 'member has' : 'members have'} ${before.title} in My Resources. Unpublish it instead.`,
      );
    const leading = await homeContentLeadingTo(tx, before.slugUrl);
    if (leading.length > 0)
      throw badRequest(`${before.title} is linked from ${leading.join(', ')}. Change those first, or unpublish it instead.`);
    await deleteResource(tx, nid);
    return {
      action: 'delete',
      entityType: 'resource',
      entityId: nid,
      before: toEditorResource(before),
      after: null,
      result: undefined,
    };
  });
}

export async function reorderConsoleResources(deps: Deps, editor: SessionEditor, { ids }: Schemas['ContentOrder']) {
  return runConsoleChange(deps, editor, 'resources', async (tx) => {
    const before = (await listAllResources(tx)).map((row) => String(row.nid));
    assertCompleteOrder(before, ids);
    await setResourceWeights(tx, ids.map(Number));
    const after = (await listAllResources(tx)).map(toEditorResource);
    return {
      action: 'reorder',
      entityType: 'resource',
      entityId: 'all',
      before: orderSnapshot(before),
      after: orderSnapshot(after.map((resource) => resource.nid)),
      result: after,
    };
  });
}
