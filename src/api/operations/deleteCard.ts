import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorCardsKey } from './listEditorCards';

/** DELETE /api/editor/cards/{id}. */
export async function deleteCard(api: EditorApiClient, id: string): Promise<void> {
  const result = await api.DELETE('/api/editor/cards/{id}', { params: { path: { id } } });
  unwrap(result, 'Could not delete the quick-link card.');
}

/** Deletes a quick-link card; then `listEditorCards` and the audit log load again. */
export const useDeleteCard = () => useEditorMutation(deleteCard, [listEditorCardsKey]);
