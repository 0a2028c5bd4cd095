import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type QuickLinkCard = components['schemas']['QuickLinkCard'];

/** GET /jsonapi/resource/cards: quick-link cards (the home page shows the first two). */
export async function listResourceCards(api: ApiClient): Promise<QuickLinkCard[]> {
  return unwrap(await api.GET('/jsonapi/resource/cards'), 'Could not fetch quick links.');
}

export const listResourceCardsKey = () => ['listResourceCards'] as const;

export function listResourceCardsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: listResourceCardsKey(), queryFn: () => listResourceCards(api) });
}

export function useResourceCards() {
  const api = useApi();
  return useQuery(listResourceCardsQueryOptions(api));
}
