import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type LinkPage = components['schemas']['LinkPage'];

/** GET /jsonapi/basiclandingpages/detail?alias=/{linkName}: the page, or null when the list is empty. */
export async function getLandingPageDetail(api: ApiClient, linkName: string): Promise<LinkPage | null> {
  const alias = `/${linkName.replace(/^\/+/, '')}`;
  const pages = unwrap(
    await api.GET('/jsonapi/basiclandingpages/detail', { params: { query: { alias } } }),
    'Could not fetch footer page data.',
  );
  return pages[0] ?? null;
}

export const getLandingPageDetailKey = (linkName: string) => ['getLandingPageDetail', linkName] as const;

export function getLandingPageDetailQueryOptions(api: ApiClient, linkName: string) {
  return queryOptions({ queryKey: getLandingPageDetailKey(linkName), queryFn: () => getLandingPageDetail(api, linkName) });
}

export function useLandingPageDetail(linkName: string) {
  const api = useApi();
  return useQuery(getLandingPageDetailQueryOptions(api, linkName));
}
