import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type PageVersionSummary = components['schemas']['PageVersionSummary'];

/** GET /api/editor/pages/{id}/versions: the page's versions, newest (the page as it is) first, without bodies. */
export async function listPageVersions(api: ApiClient, accessToken: string, id: string): Promise<PageVersionSummary[]> {
  const result = await api.GET('/api/editor/pages/{id}/versions', {
    params: { path: { id } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not fetch the versions of the page.');
}

/** Keyed under `listEditorPages`, so a change to the pages refreshes their histories too. */
export function listPageVersionsQueryOptions(api: ApiClient, accessToken: string, id: string) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorPages', accessToken, 'versions', id],
    queryFn: () => listPageVersions(api, accessToken, id),
  });
}
