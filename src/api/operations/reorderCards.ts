import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import type { EditorCard } from './listEditorCards';

/** PUT /api/editor/card-order: the cards in a new order (`ids` lists each of them once). */
export async function reorderCards(
  api: ApiClient,
  accessToken: string,
  body: components['schemas']['ContentOrder'],
): Promise<EditorCard[]> {
  const result = await api.PUT('/api/editor/card-order', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not save the new order.');
}
