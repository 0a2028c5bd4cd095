import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components, operations } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type InvitationEntry = components['schemas']['InvitationEntry'];
export type InvitationPage = components['schemas']['InvitationPage'];
export type InvitationStatus = components['schemas']['InvitationStatus'];
export type InvitationsQuery = NonNullable<operations['listEditorInvitations']['parameters']['query']>;

/** GET /api/editor/invitations with the editor's bearer: one page of the ledger, newest first. */
export async function listEditorInvitations(
  api: ApiClient,
  accessToken: string,
  query: InvitationsQuery,
): Promise<InvitationPage> {
  const result = await api.GET('/api/editor/invitations', {
    params: { query },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not fetch the invitations.');
}

export function invitationsQueryOptions(api: ApiClient, accessToken: string, query: InvitationsQuery) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorInvitations', accessToken, query],
    queryFn: () => listEditorInvitations(api, accessToken, query),
    // The list keeps the last page while the next one loads.
    placeholderData: keepPreviousData,
  });
}
