import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { Resource } from './listProtectedResources';

/** GET /jsonapi/resource/detail?alias=/{slug}: the public detail, or null when the list is empty. */
export async function getResourceDetail(api: ApiClient, slug: string): Promise<Resource | null> {
  const alias = `/${slug.replace(/^\/+/, '')}`;
  const list = unwrap(
    await api.GET('/jsonapi/resource/detail', { params: { query: { alias } } }),
    'Could not fetch application list.',
  );
  return list[0] ?? null;
}

export const getResourceDetailKey = (slug: string) => ['getResourceDetail', slug] as const;

export function getResourceDetailQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({ queryKey: getResourceDetailKey(slug), queryFn: () => getResourceDetail(api, slug) });
}

export function useResourceDetail({ slug, enabled = true }: { slug: string; enabled?: boolean }) {
  const api = useApi();
  return useQuery({ ...getResourceDetailQueryOptions(api, slug), enabled });
}
