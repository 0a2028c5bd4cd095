import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import { listEditorInvitationsKey, type InvitationEntry } from './listEditorInvitations';
import { useEditorMutation } from '../use-editor-mutation';

/** POST /api/editor/invitations/{id}/revoke: the link then leads home and registration with it is refused. */
export async function revokeEditorInvitation(api: EditorApiClient, id: string): Promise<InvitationEntry> {
  const result = await api.POST('/api/editor/invitations/{id}/revoke', { params: { path: { id } } });
  return unwrap(result, 'Could not revoke the invitation.');
}

/** Revokes an invitation; then `listEditorInvitations` and the audit log load again. */
export const useRevokeEditorInvitation = () => useEditorMutation(revokeEditorInvitation, [listEditorInvitationsKey]);
