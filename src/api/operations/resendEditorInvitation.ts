import { unwrap, type ApiClient } from '../client';
import type { InvitationEntry } from './listEditorInvitations';

/** POST /api/editor/invitations/{id}/resend: a new link and expiry, mailed; the old link stops working. */
export async function resendEditorInvitation(api: ApiClient, accessToken: string, id: string): Promise<InvitationEntry> {
  const result = await api.POST('/api/editor/invitations/{id}/resend', {
    params: { path: { id } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not send the invitation again.');
}
