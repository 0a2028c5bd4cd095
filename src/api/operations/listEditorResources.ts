import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type EditorResource = components['schemas']['EditorResource'];
export type ResourceInput = components['schemas']['ResourceInput'];

/** GET /api/editor/resources with the editor's bearer: every resource, published or not, in display order. */
export async function listEditorResources(api: ApiClient, accessToken: string): Promise<EditorResource[]> {
  const result = await api.GET('/api/editor/resources', { headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not fetch the resources.');
}

export function listEditorResourcesQueryOptions(api: ApiClient, accessToken: string) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorResources', accessToken],
    queryFn: () => listEditorResources(api, accessToken),
  });
}
