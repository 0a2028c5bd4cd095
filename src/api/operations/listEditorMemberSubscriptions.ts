import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { EDITOR_ONLY } from './getCurrentEditor';

export type MemberSubscription = components['schemas']['MemberSubscription'];

/** GET /api/editor/members/{uid}/subscriptions: the member's pending and approved subscriptions. */
export async function listEditorMemberSubscriptions(
  api: ApiClient,
  accessToken: string,
  uid: string,
): Promise<MemberSubscription[]> {
  const result = await api.GET('/api/editor/members/{uid}/subscriptions', {
    params: { path: { uid } },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return unwrap(result, "Could not fetch the member's subscriptions.");
}

export function memberSubscriptionsQueryOptions(api: ApiClient, accessToken: string, uid: string) {
  return queryOptions({
    queryKey: [EDITOR_ONLY, 'listEditorMembers', 'subscriptions', accessToken, uid],
    queryFn: () => listEditorMemberSubscriptions(api, accessToken, uid),
  });
}
