import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components, operations } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type EditorApproval = components['schemas']['EditorApproval'];
export type ApprovalQuery = NonNullable<operations['listEditorApprovals']['parameters']['query']>;

/** GET /api/editor/approvals with the editor's bearer: the pending subscriptions, oldest first. */
export async function listEditorApprovals(api: ApiClient, accessToken: string, query: ApprovalQuery): Promise<EditorApproval[]> {
  const result = await api.GET('/api/editor/approvals', {
    params: { query },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not fetch the requests waiting for approval.');
}

export function listEditorApprovalsQueryOptions(api: ApiClient, accessToken: string, query: ApprovalQuery) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorApprovals', accessToken, query],
    queryFn: () => listEditorApprovals(api, accessToken, query),
    placeholderData: keepPreviousData,
  });
}
