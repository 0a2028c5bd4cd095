import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components, operations } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type InvitationEntry = components['schemas']['InvitationEntry'];
export type InvitationPage = components['schemas']['InvitationPage'];
export type InvitationStatus = components['schemas']['InvitationStatus'];
export type InvitationsQuery = NonNullable<operations['listEditorInvitations']['parameters']['query']>;

/** GET /api/editor/invitations with the editor's bearer: one page of the ledger, newest first. */
export async function listEditorInvitations(api: EditorApiClient, query: InvitationsQuery): Promise<InvitationPage> {
  const result = await api.GET('/api/editor/invitations', { params: { query } });
  return unwrap(result, 'Could not fetch the invitations.');
}

/** The key of every `listEditorInvitations` query (a prefix: whatever changes it refreshes them all). */
export const listEditorInvitationsKey = [EDITOR_ONLY, 'listEditorInvitations'] as const;

export function invitationsQueryOptions(api: EditorApiClient, query: InvitationsQuery) {
  return queryOptions({
    queryKey: [...listEditorInvitationsKey, query],
    queryFn: () => listEditorInvitations(api, query),
    // The list keeps the last page while the next one loads.
    placeholderData: keepPreviousData,
  });
}
