import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client';
import type { EditorApiClient } from '../editor-client';
import type { components } from '../schema.gen';
import { listEditorMembersKey } from './listEditorMembers';

export type MemberSubscription = components['schemas']['MemberSubscription'];

/** GET /api/editor/members/{uid}/subscriptions: the member's pending and approved subscriptions. */
export async function listEditorMemberSubscriptions(api: EditorApiClient, uid: string): Promise<MemberSubscription[]> {
  const result = await api.GET('/api/editor/members/{uid}/subscriptions', { params: { path: { uid } } });
  return unwrap(result, "Could not fetch the member's subscriptions.");
}

export function memberSubscriptionsQueryOptions(api: EditorApiClient, uid: string) {
  return queryOptions({
    queryKey: [...listEditorMembersKey, 'subscriptions', uid],
    queryFn: () => listEditorMemberSubscriptions(api, uid),
  });
}
