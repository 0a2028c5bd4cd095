import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type PageVersion = components['schemas']['PageVersion'];

/** GET /api/editor/pages/{id}/versions/{version}: one version with its body. */
export async function getPageVersion(api: EditorApiClient, id: string, version: number): Promise<PageVersion> {
  const result = await api.GET('/api/editor/pages/{id}/versions/{version}', {
    params: { path: { id, version: String(version) } },
  });
  return unwrap(result, 'Could not fetch this version of the page.');
}

/** The key of every `getPageVersion` query (a prefix: whatever changes it refreshes them all). */
export const getPageVersionKey = [EDITOR_ONLY, 'getPageVersion'] as const;

export function getPageVersionQueryOptions(api: EditorApiClient, id: string, version: number) {
  return queryOptions({
    queryKey: [...getPageVersionKey, id, version],
    queryFn: () => getPageVersion(api, id, version),
  });
}
