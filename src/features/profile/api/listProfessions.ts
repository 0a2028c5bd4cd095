import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';

export const professionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['profile', 'professions'],
    queryFn: async () => unwrap(await api.GET('/jsonapi/attribute/profession'), 'Could not fetch professional list.'),
    staleTime: Infinity,
  });

/** GET /jsonapi/attribute/profession (tid, name). */
export function useProfessions() {
  return useQuery(professionsQuery(useApi()));
}
