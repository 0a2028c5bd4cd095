import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type Banner = components['schemas']['Banner'];

/** GET /viewapi/banner-list: banners for guests. */
export async function listGuestBanners(api: ApiClient): Promise<Banner[]> {
  return unwrap(await api.GET('/viewapi/banner-list'), 'Could not fetch banner list.');
}

export const listGuestBannersKey = () => ['listGuestBanners'] as const;

export function listGuestBannersQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: listGuestBannersKey(), queryFn: () => listGuestBanners(api) });
}

export function useGuestBanners({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ ...listGuestBannersQueryOptions(api), enabled });
}
