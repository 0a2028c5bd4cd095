import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';

export type Resource = components['schemas']['Resource'];

/** GET /jsonapi/protected/resource (bearer): the resources a member sees. */
export async function listProtectedResources(api: ApiClient): Promise<Resource[]> {
  return unwrap(await api.GET('/jsonapi/protected/resource'), 'Could not fetch application list.');
}

/** The same key as the home page's list, so both share one cache entry (and a logout drops it). */
export function listProtectedResourcesQueryOptions(api: ApiClient, uid: string | null) {
  return queryOptions({ queryKey: ['member', uid, 'resources'], queryFn: () => listProtectedResources(api) });
}

export function useProtectedResources({ uid }: { uid: string | null }) {
  const api = useApi();
  return useQuery({ ...listProtectedResourcesQueryOptions(api, uid), enabled: uid !== null });
}

/** Spec §6: support resources are those whose user_type list includes the member's type. */
export function supportResourcesFor(resources: readonly Resource[], userType: string | undefined): Resource[] {
  if (!userType) return [];
  return resources.filter((resource) => (resource.user_type as readonly string[]).includes(userType));
}

/** A resource's support areas: its comma-separated `support_areas`, trimmed, blanks dropped. */
export function supportAreasOf(resource: Pick<Resource, 'support_areas'> | undefined): string[] {
  return (resource?.support_areas ?? '')
    .split(',')
    .map((area) => area.trim())
    .filter(Boolean);
}
