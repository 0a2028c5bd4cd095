import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components, operations } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type ListedContentKind = components['schemas']['ListedContentKind'];
export type ContentListRow = components['schemas']['ContentListRow'];
export type ContentListPage = components['schemas']['ContentListPage'];
export type ContentListQuery = NonNullable<operations['searchEditorContent']['parameters']['query']>;

/** GET /api/editor/content/{kind}: one page of a kind's list, searched, filtered and sorted by the server. */
export async function searchEditorContent(
  api: EditorApiClient,
  kind: ListedContentKind,
  query: ContentListQuery,
): Promise<ContentListPage> {
  const result = await api.GET('/api/editor/content/{kind}', { params: { path: { kind }, query } });
  return unwrap(result, 'Could not fetch the list.');
}

/**
 * The key of every `searchEditorContent` query (a prefix: every console change refreshes them,
 * use-editor-mutation.ts, since any save can move an item in or out of a page).
 */
export const searchEditorContentKey = [EDITOR_ONLY, 'searchEditorContent'] as const;

export function searchEditorContentQueryOptions(api: EditorApiClient, kind: ListedContentKind, query: ContentListQuery) {
  return queryOptions({
    queryKey: [...searchEditorContentKey, kind, query],
    queryFn: () => searchEditorContent(api, kind, query),
    // The list keeps the last page while the next one loads.
    placeholderData: keepPreviousData,
  });
}
