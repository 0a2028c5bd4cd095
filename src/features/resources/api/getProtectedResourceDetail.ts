import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';
import type { Resource } from './listProtectedResources';

/**
 * GET /jsonapi/protected/resource/detail?alias=/{slug} (bearer). null when the answer is empty:
 * no such resource or not open to the member's type (spec §6: the member is then sent to /).
 */
export async function getProtectedResourceDetail(api: ApiClient, slug: string): Promise<Resource | null> {
  const alias = `/${slug.replace(/^\/+/, '')}`;
  const list = unwrap(
    await api.GET('/jsonapi/protected/resource/detail', { params: { query: { alias } } }),
    'Could not fetch application list.',
  );
  return list[0] ?? null;
}

export function getProtectedResourceDetailQueryOptions(api: ApiClient, uid: string | null, slug: string) {
  return queryOptions({
    queryKey: ['member', uid, 'resources', 'detail', slug],
    queryFn: () => getProtectedResourceDetail(api, slug),
  });
}

export function useProtectedResourceDetail({
  uid,
  slug,
  enabled = true,
}: {
  uid: string | null;
  slug: string;
  enabled?: boolean;
}) {
  const api = useApi();
  return useQuery({ ...getProtectedResourceDetailQueryOptions(api, uid, slug), enabled: enabled && uid !== null });
}
