import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import type { InvitationEntry } from './listEditorInvitations';

export type InvitationInput = components['schemas']['InvitationRequest'];

/** POST /api/editor/invitations: invites one distributor (mails the link); answers the new ledger row. */
export async function createEditorInvitation(
  api: ApiClient,
  accessToken: string,
  body: InvitationInput,
): Promise<InvitationEntry> {
  const result = await api.POST('/api/editor/invitations', { body, headers: { Authorization: `Bearer ${accessToken}` } });
  return unwrap(result, 'Could not send the invitation.');
}
