import { unwrap, type ApiClient } from '../client';
import type { TagInput, EditorTag } from './listEditorTags';

/** PUT /api/editor/tags/{tid}: saves every field of a search tag (also to publish or unpublish it). */
export async function updateTag(api: ApiClient, accessToken: string, tid: string, body: TagInput): Promise<EditorTag> {
  const result = await api.PUT('/api/editor/tags/{tid}', {
    params: { path: { tid } },
    body,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not save the search tag.');
}
