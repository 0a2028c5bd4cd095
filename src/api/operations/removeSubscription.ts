import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import { invalidateSubscriptionQueries, type SubscriptionResult } from './addSubscription';

/** DELETE /api/myresource/{nid}/{uid} (bearer); success only when `status` is 'success'. */
export async function removeSubscription(api: ApiClient, path: { nid: string; uid: string }): Promise<SubscriptionResult> {
  const result = unwrap(
    await api.DELETE('/api/myresource/{nid}/{uid}', { params: { path } }),
    'Could not update subcribed application list.',
  );
  if (result.status !== 'success') throw new Error(result.message || 'Could not update subcribed application list.');
  return result;
}

/** Removes for the signed-in member, then reloads the subscribed list (spec §4). */
export function useRemoveSubscription(uid: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nid: string) => removeSubscription(api, { nid, uid: uid ?? '' }),
    onSettled: () => invalidateSubscriptionQueries(queryClient, uid),
    onError: (error) => console.error(error),
  });
}
