import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type EditorNeedHelp = components['schemas']['EditorNeedHelp'];

/** GET /api/editor/need-help with the editor's bearer: every need-help entry, published or not, in display order. */
export async function listEditorNeedHelp(api: ApiClient, accessToken: string): Promise<EditorNeedHelp[]> {
  const result = await api.GET('/api/editor/need-help', { headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not fetch the need-help list.');
}

export function listEditorNeedHelpQueryOptions(api: ApiClient, accessToken: string) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorNeedHelp', accessToken],
    queryFn: () => listEditorNeedHelp(api, accessToken),
  });
}
