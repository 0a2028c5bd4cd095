import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';
import type { Banner } from './listGuestBanners';

/** GET /viewapi/protected/banner-list (bearer): banners for signed-in users. */
export async function listMemberBanners(api: ApiClient): Promise<Banner[]> {
  return unwrap(await api.GET('/viewapi/protected/banner-list'), 'Could not fetch banner list.');
}

/** Keyed under 'member' so a logout drops the cached list (SessionProvider clears that prefix). */
export function listMemberBannersQueryOptions(api: ApiClient, uid: string | null) {
  return queryOptions({ queryKey: ['member', uid, 'banners'], queryFn: () => listMemberBanners(api) });
}

export function useMemberBanners({ uid, enabled }: { uid: string | null; enabled: boolean }) {
  const api = useApi();
  return useQuery({ ...listMemberBannersQueryOptions(api, uid), enabled });
}
