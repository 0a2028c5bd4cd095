import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type EditorResource = components['schemas']['EditorResource'];
export type ResourceInput = components['schemas']['ResourceInput'];

/** GET /api/editor/resources with the editor's bearer: every resource, published or not, in display order. */
export async function listEditorResources(api: EditorApiClient): Promise<EditorResource[]> {
  const result = await api.GET('/api/editor/resources');
  return unwrap(result, 'Could not fetch the resources.');
}

/** The key of every `listEditorResources` query (a prefix: whatever changes it refreshes them all). */
export const listEditorResourcesKey = [EDITOR_ONLY, 'listEditorResources'] as const;

export function listEditorResourcesQueryOptions(api: EditorApiClient) {
  return queryOptions({
    queryKey: listEditorResourcesKey,
    queryFn: () => listEditorResources(api),
  });
}
