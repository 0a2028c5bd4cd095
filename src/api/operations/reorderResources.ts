import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import type { EditorResource } from './listEditorResources';

/** PUT /api/editor/resource-order: the resources in a new order (`ids` lists each nid once). */
export async function reorderResources(
  api: ApiClient,
  accessToken: string,
  body: components['schemas']['ContentOrder'],
): Promise<EditorResource[]> {
  const result = await api.PUT('/api/editor/resource-order', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not save the new order.');
}
