import { unwrap, type ApiClient } from '../client';
import type { InvitationEntry } from './listEditorInvitations';

/** POST /api/editor/invitations/{id}/revoke: the link then leads home and registration with it is refused. */
export async function revokeEditorInvitation(api: ApiClient, accessToken: string, id: string): Promise<InvitationEntry> {
  const result = await api.POST('/api/editor/invitations/{id}/revoke', {
    params: { path: { id } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not revoke the invitation.');
}
