import { unwrap, type ApiClient } from '../client';
import type { CardInput, EditorCard } from './listEditorCards';

/** PUT /api/editor/cards/{id}: saves every field of a quick-link card (also to publish or unpublish it). */
export async function updateCard(api: ApiClient, accessToken: string, id: string, body: CardInput): Promise<EditorCard> {
  const result = await api.PUT('/api/editor/cards/{id}', {
    params: { path: { id } },
    body,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not save the quick-link card.');
}
