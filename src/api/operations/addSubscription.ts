import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';
import { getProtectedResourceDetailKey } from './getProtectedResourceDetail';
import { listProtectedResourcesKey } from './listProtectedResources';
import { listSubscribedResourcesKey } from './listSubscribedResources';

export type SubscriptionResult = components['schemas']['SubscriptionResult'];

/** POST /api/myresource {nid, uid} (bearer); success only when `status` is 'success' (spec §7). */
export async function addSubscription(api: ApiClient, body: { nid: string; uid: string }): Promise<SubscriptionResult> {
  const result = unwrap(await api.POST('/api/myresource', { body }), 'Could not update subcribed application list.');
  if (result.status !== 'success') throw new Error(result.message || 'Could not update subcribed application list.');
  return result;
}

/** Adds for the signed-in member, then reloads My Resources and the lists that show `approved`. */
export function useAddSubscription(uid: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nid: string) => addSubscription(api, { nid, uid: uid ?? '' }),
    onSettled: () => invalidateSubscriptionQueries(queryClient, uid),
    onError: (error) => console.error(error),
  });
}

/** After an add or remove: My Resources, and the protected list and details (their `approved`). */
export function invalidateSubscriptionQueries(queryClient: QueryClient, uid: string | null) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listSubscribedResourcesKey(uid) }),
    queryClient.invalidateQueries({ queryKey: listProtectedResourcesKey(uid) }),
    // A prefix: every protected detail of this member.
    queryClient.invalidateQueries({ queryKey: getProtectedResourceDetailKey(uid) }),
  ]);
}
