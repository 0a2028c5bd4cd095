import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { useEditorMutation } from '../use-editor-mutation';
import { listEditorMembersKey } from './listEditorMembers';

/** POST /api/editor/members/{uid}/activation-link: mails a fresh activation link; answers the server's message. */
export async function resendMemberActivationLink(api: EditorApiClient, uid: string): Promise<{ message: string }> {
  const result = await api.POST('/api/editor/members/{uid}/activation-link', { params: { path: { uid } } });
  return unwrap(result, 'Could not send the activation link.');
}

/** Mails a member a fresh activation link; then `listEditorMembers` and the audit log load again. */
export const useResendMemberActivationLink = () => useEditorMutation(resendMemberActivationLink, [listEditorMembersKey]);
