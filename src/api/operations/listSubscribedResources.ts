import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import { MEMBER_ONLY } from '../member-only';
import type { components } from '../schema.gen';

export type SubscribedResource = components['schemas']['SubscribedResource'];

/** GET /uiapi/myresource/{uid} (bearer): My Resources; also the reload after add/remove (spec §4). */
export async function listSubscribedResources(api: ApiClient, uid: string): Promise<SubscribedResource[]> {
  return unwrap(
    await api.GET('/uiapi/myresource/{uid}', { params: { path: { uid } } }),
    'Could not fetch subscribed application list.',
  );
}

/** One cache entry for the home page, the resource panel, the app detail and the Settings summary. */
export const listSubscribedResourcesKey = (uid: string | null) => [MEMBER_ONLY, 'listSubscribedResources', uid] as const;

export function listSubscribedResourcesQueryOptions(api: ApiClient, uid: string | null) {
  return queryOptions({ queryKey: listSubscribedResourcesKey(uid), queryFn: () => listSubscribedResources(api, uid ?? '') });
}

export function useSubscribedResources({ uid, enabled = true }: { uid: string | null; enabled?: boolean }) {
  const api = useApi();
  return useQuery({ ...listSubscribedResourcesQueryOptions(api, uid), enabled: enabled && uid !== null });
}
