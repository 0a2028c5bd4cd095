import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components, operations } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type EditorMember = components['schemas']['MemberSummary'];
export type MemberPage = components['schemas']['MemberPage'];
export type MemberStatus = components['schemas']['MemberStatus'];
export type MembersQuery = NonNullable<operations['listEditorMembers']['parameters']['query']>;

/** GET /api/editor/members with the editor's bearer: one page of members, newest first. */
export async function listEditorMembers(api: ApiClient, accessToken: string, query: MembersQuery): Promise<MemberPage> {
  const result = await api.GET('/api/editor/members', {
    params: { query },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, 'Could not fetch the members.');
}

export function membersQueryOptions(api: ApiClient, accessToken: string, query: MembersQuery) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorMembers', accessToken, query],
    queryFn: () => listEditorMembers(api, accessToken, query),
    // The list keeps the last page while the next one loads.
    placeholderData: keepPreviousData,
  });
}
