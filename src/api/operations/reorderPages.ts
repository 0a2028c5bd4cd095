import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import type { EditorPage } from './listEditorPages';

/** PUT /api/editor/page-order: the landing pages in a new order (`ids` lists each of them once). */
export async function reorderPages(
  api: ApiClient,
  accessToken: string,
  body: components['schemas']['ContentOrder'],
): Promise<EditorPage[]> {
  const result = await api.PUT('/api/editor/page-order', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not save the new order.');
}
