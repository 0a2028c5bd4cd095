import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';
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

export function getResourceDetailQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({ queryKey: ['resources', 'detail', slug], queryFn: () => getResourceDetail(api, slug) });
}

export function useResourceDetail({ slug, enabled = true }: { slug: string; enabled?: boolean }) {
  const api = useApi();
  return useQuery({ ...getResourceDetailQueryOptions(api, slug), enabled });
}
