import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type EditorTag = components['schemas']['EditorTag'];
export type TagInput = components['schemas']['TagInput'];

/** GET /api/editor/tags with the editor's bearer: every search tag, published or not, in display order. */
export async function listEditorTags(api: ApiClient, accessToken: string): Promise<EditorTag[]> {
  const result = await api.GET('/api/editor/tags', { headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not fetch the search tags.');
}

export function listEditorTagsQueryOptions(api: ApiClient, accessToken: string) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorTags', accessToken],
    queryFn: () => listEditorTags(api, accessToken),
  });
}
