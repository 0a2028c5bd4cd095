import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type EditorTag = components['schemas']['EditorTag'];
export type TagInput = components['schemas']['TagInput'];

/** GET /api/editor/tags with the editor's bearer: every search tag, published or not, in display order. */
export async function listEditorTags(api: EditorApiClient): Promise<EditorTag[]> {
  const result = await api.GET('/api/editor/tags');
  return unwrap(result, 'Could not fetch the search tags.');
}

/** The key of every `listEditorTags` query (a prefix: whatever changes it refreshes them all). */
export const listEditorTagsKey = [EDITOR_ONLY, 'listEditorTags'] as const;

export function listEditorTagsQueryOptions(api: EditorApiClient) {
  return queryOptions({
    queryKey: listEditorTagsKey,
    queryFn: () => listEditorTags(api),
  });
}
