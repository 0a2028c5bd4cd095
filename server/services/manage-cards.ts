import type { Schemas } from '../api/types';
import type { SessionEditor } from '../auth/editor-auth';
import {
  deleteCard,
  findCard,
  insertCard,
  listAllCards,
  resourceSlugExists,
  setCardWeights,
  updateCard,
} from '../db/console-content.repository';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { runConsoleChange, updateAction } from './console-change';
import { assertCompleteOrder } from './console-order';
import { orderSnapshot, toEditorCard } from './console-shapes';
import { assertMedia, MEDIA_MISSING } from './content-checks';

// Quick-link cards in the editor console (docs/console-code.md).

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentCache' | 'files' | 'config'>;
export const NO_SUCH_CARD = 'No such card. It may have been deleted meanwhile.';

const valuesOf = (input: Schemas['CardInput']) => ({
  resourceTitle: input.resource_title.trim(),
  description: input.description.trim(),
  image: input.image,
  slugUrl: input.slug_url,
  published: input.published,
});

async function checkCard(deps: Deps, input: Schemas['CardInput']): Promise<void> {
  await assertMedia(deps, input.image, MEDIA_MISSING.card);
  if (!(await resourceSlugExists(deps.db, input.slug_url)))
    throw badRequest(`No resource has the address ${input.slug_url}. Please choose one from the list.`);
}

export async function listConsoleCards({ db }: Pick<AppDeps, 'db'>) {
  return (await listAllCards(db)).map(toEditorCard);
}

export async function createConsoleCard(deps: Deps, editor: SessionEditor, input: Schemas['CardInput']) {
  await checkCard(deps, input);
  return runConsoleChange(deps, editor, 'cards', async (tx) => {
    const card = toEditorCard(await insertCard(tx, valuesOf(input)));
    return { action: 'create', entityType: 'card', entityId: card.id, before: null, after: card, result: card };
  });
}

export async function updateConsoleCard(deps: Deps, editor: SessionEditor, id: number, input: Schemas['CardInput']) {
  await checkCard(deps, input);
  return runConsoleChange(deps, editor, 'cards', async (tx) => {
    const before = await findCard(tx, id);
    if (!before) throw notFound(NO_SUCH_CARD);
    const [was, is] = [toEditorCard(before), toEditorCard(await updateCard(tx, id, valuesOf(input)))];
    return { action: updateAction(was, is), entityType: 'card', entityId: id, before: was, after: is, result: is };
  });
}

export async function deleteConsoleCard(deps: Deps, editor: SessionEditor, id: number): Promise<void> {
  await runConsoleChange(deps, editor, 'cards', async (tx) => {
    const before = await findCard(tx, id);
    if (!before) throw notFound(NO_SUCH_CARD);
    await deleteCard(tx, id);
    return { action: 'delete', entityType: 'card', entityId: id, before: toEditorCard(before), after: null, result: undefined };
  });
}

export async function reorderConsoleCards(deps: Deps, editor: SessionEditor, { ids }: Schemas['ContentOrder']) {
  return runConsoleChange(deps, editor, 'cards', async (tx) => {
    const before = (await listAllCards(tx)).map((row) => String(row.id));
    assertCompleteOrder(before, ids);
    await setCardWeights(tx, ids.map(Number));
    const after = (await listAllCards(tx)).map(toEditorCard);
    return {
      action: 'reorder',
      entityType: 'card',
      entityId: 'all',
      before: orderSnapshot(before),
      after: orderSnapshot(after.map((card) => card.id)),
      result: after,
    };
  });
}
