import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';

export type QuickLinkCard = components['schemas']['QuickLinkCard'];

/** GET /jsonapi/resource/cards: quick-link cards (the home page shows the first two). */
export async function listResourceCards(api: ApiClient): Promise<QuickLinkCard[]> {
  return unwrap(await api.GET('/jsonapi/resource/cards'), 'Could not fetch quick links.');
}

export function listResourceCardsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: ['content', 'resource-cards'], queryFn: () => listResourceCards(api) });
}

export function useResourceCards() {
  const api = useApi();
  return useQuery(listResourceCardsQueryOptions(api));
}
