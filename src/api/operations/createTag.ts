import { unwrap, type ApiClient } from '../client';
import type { TagInput, EditorTag } from './listEditorTags';

/** POST /api/editor/tags: adds a search tag at the end of its list. */
export async function createTag(api: ApiClient, accessToken: string, body: TagInput): Promise<EditorTag> {
  const result = await api.POST('/api/editor/tags', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not add the search tag.');
}
