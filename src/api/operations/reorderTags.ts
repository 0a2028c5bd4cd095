import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import type { EditorTag } from './listEditorTags';

/** PUT /api/editor/tag-order: the search tags in a new order (`ids` lists each of them once). */
export async function reorderTags(
  api: ApiClient,
  accessToken: string,
  body: components['schemas']['ContentOrder'],
): Promise<EditorTag[]> {
  const result = await api.PUT('/api/editor/tag-order', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not save the new order.');
}
