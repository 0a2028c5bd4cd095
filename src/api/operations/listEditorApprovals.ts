import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components, operations } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type EditorApproval = components['schemas']['EditorApproval'];
export type ApprovalQuery = NonNullable<operations['listEditorApprovals']['parameters']['query']>;

/** GET /api/editor/approvals with the editor's bearer: the pending subscriptions, oldest first. */
export async function listEditorApprovals(api: EditorApiClient, query: ApprovalQuery): Promise<EditorApproval[]> {
  const result = await api.GET('/api/editor/approvals', { params: { query } });
  return unwrap(result, 'Could not fetch the requests waiting for approval.');
}

/** The key of every `listEditorApprovals` query (a prefix: whatever changes it refreshes them all). */
export const listEditorApprovalsKey = [EDITOR_ONLY, 'listEditorApprovals'] as const;

export function listEditorApprovalsQueryOptions(api: EditorApiClient, query: ApprovalQuery) {
  return queryOptions({
    queryKey: [...listEditorApprovalsKey, query],
    queryFn: () => listEditorApprovals(api, query),
    placeholderData: keepPreviousData,
  });
}
