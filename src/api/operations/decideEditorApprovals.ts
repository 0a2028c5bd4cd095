import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type ApprovalDecisions = components['schemas']['ApprovalDecisions'];
export type ApprovalDecisionResult = components['schemas']['ApprovalDecisionResult'];

/** POST /api/editor/approvals/decisions: approves or rejects the requests, one result for each. */
export async function decideEditorApprovals(
  api: ApiClient,
  accessToken: string,
  body: ApprovalDecisions,
): Promise<ApprovalDecisionResult[]> {
  const result = await api.POST('/api/editor/approvals/decisions', {
    body,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not save the decisions.');
}
