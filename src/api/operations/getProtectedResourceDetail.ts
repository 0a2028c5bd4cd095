import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import { MEMBER_ONLY } from '../member-only';
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

/** Without a slug: the prefix of every member's details, for invalidation after a (un)subscription. */
export const getProtectedResourceDetailKey = (uid: string | null, slug?: string) =>
  slug === undefined
    ? ([MEMBER_ONLY, 'getProtectedResourceDetail', uid] as const)
    : ([MEMBER_ONLY, 'getProtectedResourceDetail', uid, slug] as const);

export function getProtectedResourceDetailQueryOptions(api: ApiClient, uid: string | null, slug: string) {
  return queryOptions({
    queryKey: getProtectedResourceDetailKey(uid, slug),
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
