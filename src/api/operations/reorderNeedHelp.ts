import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import type { EditorNeedHelp } from './listEditorNeedHelp';

/** PUT /api/editor/need-help-order: the need-help list in a new order (`ids` lists each entry once). */
export async function reorderNeedHelp(
  api: ApiClient,
  accessToken: string,
  body: components['schemas']['ContentOrder'],
): Promise<EditorNeedHelp[]> {
  const result = await api.PUT('/api/editor/need-help-order', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not save the new order.');
}
