import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { listProtectedResourcesQueryOptions } from './listProtectedResources';
import { listSubscribedResourcesQueryOptions } from './listSubscribedResources';

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
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listSubscribedResourcesQueryOptions(api, uid).queryKey }),
        // A prefix: the protected list and every protected detail (their `approved`).
        queryClient.invalidateQueries({ queryKey: listProtectedResourcesQueryOptions(api, uid).queryKey }),
      ]),
    onError: (error) => console.error(error),
  });
}
