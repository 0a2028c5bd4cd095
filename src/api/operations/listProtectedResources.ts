import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import { MEMBER_ONLY } from '../member-only';
import type { components } from '../schema.gen';

export type Resource = components['schemas']['Resource'];

/** GET /jsonapi/protected/resource (bearer): every resource, `approved` from the member's subscription. */
export async function listProtectedResources(api: ApiClient): Promise<Resource[]> {
  return unwrap(await api.GET('/jsonapi/protected/resource'), 'Could not fetch application list.');
}

/** One cache entry for the home page, the resource panel and the support wizard. */
export const listProtectedResourcesKey = (uid: string | null) => [MEMBER_ONLY, 'listProtectedResources', uid] as const;

export function listProtectedResourcesQueryOptions(api: ApiClient, uid: string | null) {
  return queryOptions({ queryKey: listProtectedResourcesKey(uid), queryFn: () => listProtectedResources(api) });
}

export function useProtectedResources({ uid, enabled = true }: { uid: string | null; enabled?: boolean }) {
  const api = useApi();
  return useQuery({ ...listProtectedResourcesQueryOptions(api, uid), enabled: enabled && uid !== null });
}
