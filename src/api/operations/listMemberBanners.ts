import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import { MEMBER_ONLY } from '../member-only';
import type { Banner } from './listGuestBanners';

/** GET /viewapi/protected/banner-list (bearer): banners for signed-in users. */
export async function listMemberBanners(api: ApiClient): Promise<Banner[]> {
  return unwrap(await api.GET('/viewapi/protected/banner-list'), 'Could not fetch banner list.');
}

/** Member-only: a logout drops the cached list. */
export const listMemberBannersKey = (uid: string | null) => [MEMBER_ONLY, 'listMemberBanners', uid] as const;

export function listMemberBannersQueryOptions(api: ApiClient, uid: string | null) {
  return queryOptions({ queryKey: listMemberBannersKey(uid), queryFn: () => listMemberBanners(api) });
}

export function useMemberBanners({ uid, enabled }: { uid: string | null; enabled: boolean }) {
  const api = useApi();
  return useQuery({ ...listMemberBannersQueryOptions(api, uid), enabled });
}
