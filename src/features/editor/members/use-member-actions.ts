import { useCallback } from 'react';
import { useApi } from '../../../api/api-context';
import type { EditorMember } from '../../../api/operations/listEditorMembers';
import { resendMemberActivationLink } from '../../../api/operations/resendMemberActivationLink';
import { setEditorMemberBlocked } from '../../../api/operations/setEditorMemberBlocked';
import { useEditorAction } from '../content/use-editor-action';

/** The Members list's calls with the editor's token; the list (and the audit log) is loaded again after each. */
export function useMemberActions(accessToken: string) {
  const api = useApi();
  const run = useEditorAction('listEditorMembers');
  return {
    resend: useCallback(
      async (member: EditorMember) => (await run(() => resendMemberActivationLink(api, accessToken, member.uid))).message,
      [api, accessToken, run],
    ),
    setBlocked: useCallback(
      (member: EditorMember, blocked: boolean) => run(() => setEditorMemberBlocked(api, accessToken, member.uid, blocked)),
      [api, accessToken, run],
    ),
  };
}
