import type { EditorApproval } from '../../api/operations/listEditorApprovals';

/** One request's key in the selection and the results: a member asks for a resource once. */
export const approvalKey = ({ nid, uid }: Pick<EditorApproval, 'nid' | 'uid'>) => `${nid}/${uid}`;

/** "Select Anna Meyer for Surgical Video Library": the accessible name of a row's checkbox. */
export const selectLabel = (row: EditorApproval) => `Select ${row.member_name} for ${row.title}`;

export const REASON_MAX = 500;

/** The server's rule for a reason (contract `ApprovalReason`): newlines, but no other control characters. */
export function reasonError(reason: string): string | null {
  if (reason.length > REASON_MAX) return `Allowed max limit is ${REASON_MAX} characters`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/.test(reason)) return 'Reason cannot contain control characters.';
  return null;
}
