import { unwrap, type ApiClient } from '../client';
import type { EditorPage, PageInput } from './listEditorPages';

/** PUT /api/editor/pages/{id}: saves every field of a page (a change of content adds a version; also to publish or unpublish it). */
export async function updatePage(api: ApiClient, accessToken: string, id: string, body: PageInput): Promise<EditorPage> {
  const result = await api.PUT('/api/editor/pages/{id}', {
    params: { path: { id } },
    body,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not save the page.');
}
