import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type Editor = components['schemas']['Editor'];

/** First segment of the key of every query that holds editor-console data (dropped on sign-out). */
export const EDITOR_ONLY = 'editorOnly';

/** GET /api/editor/me with the editor's bearer. */
export async function getCurrentEditor(api: ApiClient, accessToken: string): Promise<Editor> {
  const result = await api.GET('/api/editor/me', { headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not fetch your editor account.');
}

export function currentEditorQueryOptions(api: ApiClient, accessToken: string) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'getCurrentEditor', accessToken],
    queryFn: () => getCurrentEditor(api, accessToken),
  });
}
