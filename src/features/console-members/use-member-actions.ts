import { useCallback } from 'react';
import type { EditorMember } from '../../api/operations/listEditorMembers';
import { useResendMemberActivationLink } from '../../api/operations/resendMemberActivationLink';
import { useSetEditorMemberBlocked } from '../../api/operations/setEditorMemberBlocked';

/** What an editor does with a member; the list (and the audit log) is loaded again after each. */
export function useMemberActions() {
  const { mutateAsync: resend } = useResendMemberActivationLink();
  const { mutateAsync: setBlocked } = useSetEditorMemberBlocked();
  return {
    resend: useCallback(async (member: EditorMember) => (await resend(member.uid)).message, [resend]),
    setBlocked: useCallback((member: EditorMember, blocked: boolean) => setBlocked({ uid: member.uid, blocked }), [setBlocked]),
  };
}
