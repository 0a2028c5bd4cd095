import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorCardsKey, type CardInput, type EditorCard } from './listEditorCards';
import { useEditorMutation } from '../use-editor-mutation';
import { withRevision } from '../with-revision';

/** PUT /api/editor/cards/{id}: saves every field of a quick-link card (also to publish or unpublish it). */
export async function updateCard(api: EditorApiClient, id: string, body: CardInput): Promise<EditorCard> {
  const result = await api.PUT('/api/editor/cards/{id}', {
    params: { path: { id } },
    body: withRevision(body),
  });
  return unwrap(result, 'Could not save the quick-link card.');
}

/** Saves a quick-link card (also to publish or unpublish it); then `listEditorCards` and the audit log load again. */
export const useUpdateCard = () =>
  useEditorMutation((api, { id, body }: { id: string; body: CardInput }) => updateCard(api, id, body), [listEditorCardsKey]);
