import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type FooterPage = components['schemas']['FooterPage'];

/** GET /jsonapi/basiclandingpages?_format=json: static pages; the footer keeps those located in the Footer. */
export async function listLandingPages(api: ApiClient): Promise<FooterPage[]> {
  return unwrap(
    await api.GET('/jsonapi/basiclandingpages', { params: { query: { _format: 'json' } } }),
    'Could not fetch footer page data.',
  );
}

export const listLandingPagesKey = () => ['listLandingPages'] as const;

export function listLandingPagesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: listLandingPagesKey(), queryFn: () => listLandingPages(api) });
}

export function useLandingPages() {
  const api = useApi();
  return useQuery(listLandingPagesQueryOptions(api));
}

/** Spec §7: of all static pages, only those whose location is 'Footer' are footer links. */
export function keepFooterPages(pages: FooterPage[]): FooterPage[] {
  return pages.filter((page) => page.location === 'Footer');
}

export function useFooterPages() {
  const api = useApi();
  return useQuery({ ...listLandingPagesQueryOptions(api), select: keepFooterPages });
}
