import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import type { EditorProfession } from './listEditorProfessions';

/** PUT /api/editor/profession-order: the professions in a new order (`ids` lists each of them once). */
export async function reorderProfessions(
  api: ApiClient,
  accessToken: string,
  body: components['schemas']['ContentOrder'],
): Promise<EditorProfession[]> {
  const result = await api.PUT('/api/editor/profession-order', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not save the new order.');
}
