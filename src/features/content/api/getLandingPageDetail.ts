import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';

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

export function getLandingPageDetailQueryOptions(api: ApiClient, linkName: string) {
  return queryOptions({ queryKey: ['content', 'landing-page', linkName], queryFn: () => getLandingPageDetail(api, linkName) });
}

export function useLandingPageDetail(linkName: string) {
  const api = useApi();
  return useQuery(getLandingPageDetailQueryOptions(api, linkName));
}
