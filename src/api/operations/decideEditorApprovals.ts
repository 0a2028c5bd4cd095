import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorApprovalsKey } from './listEditorApprovals';

export type ApprovalDecisions = components['schemas']['ApprovalDecisions'];
export type ApprovalDecisionResult = components['schemas']['ApprovalDecisionResult'];

/** POST /api/editor/approvals/decisions: approves or rejects the requests, one result for each. */
export async function decideEditorApprovals(api: EditorApiClient, body: ApprovalDecisions): Promise<ApprovalDecisionResult[]> {
  const result = await api.POST('/api/editor/approvals/decisions', { body });
  return unwrap(result, 'Could not save the decisions.');
}

/** Approves or rejects requests; then `listEditorApprovals` and the audit log load again. */
export const useDecideEditorApprovals = () => useEditorMutation(decideEditorApprovals, [listEditorApprovalsKey]);
