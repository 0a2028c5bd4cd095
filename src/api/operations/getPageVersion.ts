import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type PageVersion = components['schemas']['PageVersion'];

/** GET /api/editor/pages/{id}/versions/{version}: one version with its body. */
export async function getPageVersion(api: ApiClient, accessToken: string, id: string, version: number): Promise<PageVersion> {
  const result = await api.GET('/api/editor/pages/{id}/versions/{version}', {
    params: { path: { id, version: String(version) } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not fetch this version of the page.');
}

export function getPageVersionQueryOptions(api: ApiClient, accessToken: string, id: string, version: number) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'getPageVersion', accessToken, id, version],
    queryFn: () => getPageVersion(api, accessToken, id, version),
  });
}
