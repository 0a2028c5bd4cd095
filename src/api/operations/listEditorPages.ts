import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type EditorPage = components['schemas']['EditorPage'];
export type PageInput = components['schemas']['PageInput'];

/** GET /api/editor/pages with the editor's bearer: every landing page, published or not, in display order. */
export async function listEditorPages(api: ApiClient, accessToken: string): Promise<EditorPage[]> {
  const result = await api.GET('/api/editor/pages', { headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not fetch the pages.');
}

export function listEditorPagesQueryOptions(api: ApiClient, accessToken: string) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorPages', accessToken],
    queryFn: () => listEditorPages(api, accessToken),
  });
}
