import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type EditorNeedHelp = components['schemas']['EditorNeedHelp'];

/** GET /api/editor/need-help with the editor's bearer: every need-help entry, published or not, in display order. */
export async function listEditorNeedHelp(api: EditorApiClient): Promise<EditorNeedHelp[]> {
  const result = await api.GET('/api/editor/need-help');
  return unwrap(result, 'Could not fetch the need-help list.');
}

/** The key of every `listEditorNeedHelp` query (a prefix: whatever changes it refreshes them all). */
export const listEditorNeedHelpKey = [EDITOR_ONLY, 'listEditorNeedHelp'] as const;

export function listEditorNeedHelpQueryOptions(api: EditorApiClient) {
  return queryOptions({
    queryKey: listEditorNeedHelpKey,
    queryFn: () => listEditorNeedHelp(api),
  });
}
