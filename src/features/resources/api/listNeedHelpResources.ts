import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';

export type ResourceManagerEntry = components['schemas']['Term'];

/** GET /jsonapi/need-help: the resource-manager list (tid, name). */
export async function listNeedHelpResources(api: ApiClient): Promise<ResourceManagerEntry[]> {
  return unwrap(await api.GET('/jsonapi/need-help'), 'Could not fetch application list.');
}

export function listNeedHelpResourcesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: ['resources', 'need-help'], queryFn: () => listNeedHelpResources(api) });
}

export function useNeedHelpResources({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ ...listNeedHelpResourcesQueryOptions(api), enabled });
}
