import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';

export type SubscribedResource = components['schemas']['SubscribedResource'];

/** GET /uiapi/myresource/{uid} (bearer): My Resources, for the Settings summary. */
export async function listSubscribedResources(api: ApiClient, uid: string): Promise<SubscribedResource[]> {
  return unwrap(
    await api.GET('/uiapi/myresource/{uid}', { params: { path: { uid } } }),
    'Could not fetch subscribed application list.',
  );
}

/** The same key as the home page's My Resources, so both share one cache entry. */
export function listSubscribedResourcesQueryOptions(api: ApiClient, uid: string | null) {
  return queryOptions({ queryKey: ['member', uid, 'subscriptions'], queryFn: () => listSubscribedResources(api, uid ?? '') });
}

export function useSubscribedResources({ uid }: { uid: string | null }) {
  const api = useApi();
  return useQuery({ ...listSubscribedResourcesQueryOptions(api, uid), enabled: uid !== null });
}
