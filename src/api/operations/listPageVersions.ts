import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { listEditorPagesKey } from './listEditorPages';

export type PageVersionSummary = components['schemas']['PageVersionSummary'];

/** GET /api/editor/pages/{id}/versions: the page's versions, newest (the page as it is) first, without bodies. */
export async function listPageVersions(api: EditorApiClient, id: string): Promise<PageVersionSummary[]> {
  const result = await api.GET('/api/editor/pages/{id}/versions', { params: { path: { id } } });
  return unwrap(result, 'Could not fetch the versions of the page.');
}

/** Keyed under `listEditorPages`, so a change to the pages refreshes their histories too. */
export function listPageVersionsQueryOptions(api: EditorApiClient, id: string) {
  return queryOptions({
    queryKey: [...listEditorPagesKey, 'versions', id],
    queryFn: () => listPageVersions(api, id),
  });
}
