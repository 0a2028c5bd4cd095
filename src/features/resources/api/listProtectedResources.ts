import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';

export type Resource = components['schemas']['Resource'];

/** GET /jsonapi/protected/resource (bearer): every resource, `approved` from the member's subscription. */
export async function listProtectedResources(api: ApiClient): Promise<Resource[]> {
  return unwrap(await api.GET('/jsonapi/protected/resource'), 'Could not fetch application list.');
}

/** Keyed under 'member' so a logout drops the cached list (SessionProvider clears that prefix). */
export function listProtectedResourcesQueryOptions(api: ApiClient, uid: string | null) {
  return queryOptions({ queryKey: ['member', uid, 'resources'], queryFn: () => listProtectedResources(api) });
}

export function useProtectedResources({ uid, enabled = true }: { uid: string | null; enabled?: boolean }) {
  const api = useApi();
  return useQuery({ ...listProtectedResourcesQueryOptions(api, uid), enabled: enabled && uid !== null });
}
