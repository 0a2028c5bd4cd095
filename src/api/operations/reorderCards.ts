import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { listEditorCardsKey, type EditorCard } from './listEditorCards';
import { useEditorMutation } from '../use-editor-mutation';

/** PUT /api/editor/card-order: the cards in a new order (`ids` lists each of them once). */
export async function reorderCards(api: EditorApiClient, body: components['schemas']['ContentOrder']): Promise<EditorCard[]> {
  const result = await api.PUT('/api/editor/card-order', { body });
  return unwrap(result, 'Could not save the new order.');
}

/** Saves a new order; then `listEditorCards` and the audit log load again. */
export const useReorderCards = () => useEditorMutation(reorderCards, [listEditorCardsKey]);
