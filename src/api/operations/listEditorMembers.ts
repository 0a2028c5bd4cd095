import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components, operations } from '../schema.gen';
import { EDITOR_ONLY } from '../editor-only';

export type EditorMember = components['schemas']['MemberSummary'];
export type MemberPage = components['schemas']['MemberPage'];
export type MemberStatus = components['schemas']['MemberStatus'];
export type MembersQuery = NonNullable<operations['listEditorMembers']['parameters']['query']>;

/** GET /api/editor/members with the editor's bearer: one page of members, newest first. */
export async function listEditorMembers(api: EditorApiClient, query: MembersQuery): Promise<MemberPage> {
  const result = await api.GET('/api/editor/members', { params: { query } });
  return unwrap(result, 'Could not fetch the members.');
}

/** The key of every `listEditorMembers` query (a prefix: whatever changes it refreshes them all). */
export const listEditorMembersKey = [EDITOR_ONLY, 'listEditorMembers'] as const;

export function membersQueryOptions(api: EditorApiClient, query: MembersQuery) {
  return queryOptions({
    queryKey: [...listEditorMembersKey, query],
    queryFn: () => listEditorMembers(api, query),
    // The list keeps the last page while the next one loads.
    placeholderData: keepPreviousData,
  });
}
