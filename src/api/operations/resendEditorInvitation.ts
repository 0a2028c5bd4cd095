import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorInvitationsKey, type InvitationEntry } from './listEditorInvitations';
import { useEditorMutation } from '../use-editor-mutation';

/** POST /api/editor/invitations/{id}/resend: a new link and expiry, mailed; the old link stops working. */
export async function resendEditorInvitation(api: EditorApiClient, id: string): Promise<InvitationEntry> {
  const result = await api.POST('/api/editor/invitations/{id}/resend', { params: { path: { id } } });
  return unwrap(result, 'Could not send the invitation again.');
}

/** Sends an invitation again; then `listEditorInvitations` and the audit log load again. */
export const useResendEditorInvitation = () => useEditorMutation(resendEditorInvitation, [listEditorInvitationsKey]);
