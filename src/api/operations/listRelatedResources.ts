import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { Resource } from './listProtectedResources';

/** GET /jsonapi/resource/related/{id}: the resources tagged with term `id` (Related Resources page). */
export async function listRelatedResources(api: ApiClient, id: string): Promise<Resource[]> {
  return unwrap(
    await api.GET('/jsonapi/resource/related/{id}', { params: { path: { id } } }),
    'Could not fetch related application list.',
  );
}

export const listRelatedResourcesKey = (id: string) => ['listRelatedResources', id] as const;

export function listRelatedResourcesQueryOptions(api: ApiClient, id: string) {
  return queryOptions({ queryKey: listRelatedResourcesKey(id), queryFn: () => listRelatedResources(api, id) });
}

export function useRelatedResources(id: string) {
  const api = useApi();
  return useQuery(listRelatedResourcesQueryOptions(api, id));
}
