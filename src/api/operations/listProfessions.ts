import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type Term = components['schemas']['Term'];

/** GET /jsonapi/attribute/profession: the professions (tid, name). */
export async function listProfessions(api: ApiClient): Promise<Term[]> {
  return unwrap(await api.GET('/jsonapi/attribute/profession'), 'Could not fetch professional list.');
}

export const listProfessionsKey = () => ['listProfessions'] as const;

export function listProfessionsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: listProfessionsKey(), queryFn: () => listProfessions(api), staleTime: Infinity });
}

export function useProfessions() {
  return useQuery(listProfessionsQueryOptions(useApi()));
}
