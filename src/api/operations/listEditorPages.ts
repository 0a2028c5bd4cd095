import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type EditorPage = components['schemas']['EditorPage'];
export type PageInput = components['schemas']['PageInput'];

/** GET /api/editor/pages with the editor's bearer: every landing page, published or not, in display order. */
export async function listEditorPages(api: EditorApiClient): Promise<EditorPage[]> {
  const result = await api.GET('/api/editor/pages');
  return unwrap(result, 'Could not fetch the pages.');
}

/** The key of every `listEditorPages` query (a prefix: whatever changes it refreshes them all). */
export const listEditorPagesKey = [EDITOR_ONLY, 'listEditorPages'] as const;

export function listEditorPagesQueryOptions(api: EditorApiClient) {
  return queryOptions({
    queryKey: listEditorPagesKey,
    queryFn: () => listEditorPages(api),
  });
}
