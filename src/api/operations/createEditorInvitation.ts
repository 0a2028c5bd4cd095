import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { listEditorInvitationsKey, type InvitationEntry } from './listEditorInvitations';
import { useEditorMutation } from '../use-editor-mutation';

export type InvitationInput = components['schemas']['InvitationRequest'];

/** POST /api/editor/invitations: invites one distributor (mails the link); answers the new ledger row. */
export async function createEditorInvitation(api: EditorApiClient, body: InvitationInput): Promise<InvitationEntry> {
  const result = await api.POST('/api/editor/invitations', { body });
  return unwrap(result, 'Could not send the invitation.');
}

/** Invites one distributor; then `listEditorInvitations` and the audit log load again. */
export const useCreateEditorInvitation = () => useEditorMutation(createEditorInvitation, [listEditorInvitationsKey]);
