import type { QueryKey } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { useEditorMutation } from '../use-editor-mutation';
import type { ListedContentKind } from './searchEditorContent';

export type ContentBulkAction = components['schemas']['ContentBulkAction'];
export type ContentBulkResult = components['schemas']['ContentBulkResults']['results'][number];

/** POST /api/editor/content/{kind}/bulk: publish, unpublish or delete each item; answers each one's result. */
export async function bulkEditorContent(
  api: EditorApiClient,
  { kind, body }: { kind: ListedContentKind; body: ContentBulkAction },
): Promise<ContentBulkResult[]> {
  const result = await api.POST('/api/editor/content/{kind}/bulk', { params: { path: { kind } }, body });
  return unwrap(result, 'Could not change the items.').results;
}

/** Runs a bulk action; then the kind's full list (`refreshes`), every list page and the audit log load again. */
export const useBulkEditorContent = (refreshes: readonly QueryKey[]) => useEditorMutation(bulkEditorContent, refreshes);
