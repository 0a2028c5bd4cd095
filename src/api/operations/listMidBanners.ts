import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type MidBanner = components['schemas']['MidBanner'];

/** GET /uiapi/mid-banner: the home page uses the first item. */
export async function listMidBanners(api: ApiClient): Promise<MidBanner[]> {
  return unwrap(await api.GET('/uiapi/mid-banner'), 'Could not fetch mid banner.');
}

export const listMidBannersKey = () => ['listMidBanners'] as const;

export function listMidBannersQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: listMidBannersKey(), queryFn: () => listMidBanners(api) });
}

export function useMidBanners() {
  const api = useApi();
  return useQuery(listMidBannersQueryOptions(api));
}
