import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorCardsKey, type CardInput, type EditorCard } from './listEditorCards';
import { useEditorMutation } from '../use-editor-mutation';

/** POST /api/editor/cards: adds a quick-link card at the end of its list. */
export async function createCard(api: EditorApiClient, body: CardInput): Promise<EditorCard> {
  const result = await api.POST('/api/editor/cards', { body });
  return unwrap(result, 'Could not add the quick-link card.');
}

/** Adds a quick-link card; then `listEditorCards` and the audit log load again. */
export const useCreateCard = () => useEditorMutation(createCard, [listEditorCardsKey]);
