import { unwrap, type ApiClient } from '../client';
import type { EditorPage, PageInput } from './listEditorPages';

/** POST /api/editor/pages: adds a landing page at the end of the list (its content is version 1). */
export async function createPage(api: ApiClient, accessToken: string, body: PageInput): Promise<EditorPage> {
  const result = await api.POST('/api/editor/pages', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not add the page.');
}
