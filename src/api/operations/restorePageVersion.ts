import { unwrap, type ApiClient } from '../client';
import type { EditorPage } from './listEditorPages';

/** POST /api/editor/pages/{id}/versions/{version}/restore: saves the version's content as the page's next version. */
export async function restorePageVersion(api: ApiClient, accessToken: string, id: string, version: number): Promise<EditorPage> {
  const result = await api.POST('/api/editor/pages/{id}/versions/{version}/restore', {
    params: { path: { id, version: String(version) } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not restore this version.');
}
