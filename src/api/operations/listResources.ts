import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type PublicResource = components['schemas']['Resource'];

/** GET /jsonapi/resource: every resource, as guests see the list (the console picks card targets from it). */
export async function listResources(api: ApiClient): Promise<PublicResource[]> {
  return unwrap(await api.GET('/jsonapi/resource'), 'Could not fetch the resources.');
}

export function listResourcesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: ['listResources'], queryFn: () => listResources(api) });
}
