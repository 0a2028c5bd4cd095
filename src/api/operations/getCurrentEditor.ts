import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { EDITOR_ONLY } from '../editor-only';
import type { components } from '../schema.gen';

export type Editor = components['schemas']['Editor'];

/** GET /api/editor/me with the editor's bearer. */
export async function getCurrentEditor(api: EditorApiClient): Promise<Editor> {
  const result = await api.GET('/api/editor/me');
  return unwrap(result, 'Could not fetch your editor account.');
}

/** The key of every `getCurrentEditor` query (a prefix: whatever changes it refreshes them all). */
export const getCurrentEditorKey = [EDITOR_ONLY, 'getCurrentEditor'] as const;

export function currentEditorQueryOptions(api: EditorApiClient) {
  return queryOptions({
    queryKey: getCurrentEditorKey,
    queryFn: () => getCurrentEditor(api),
  });
}
