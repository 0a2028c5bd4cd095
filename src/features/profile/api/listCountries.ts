import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';

export const countriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['profile', 'countries'],
    queryFn: async () => unwrap(await api.GET('/admin/city-state-city/api/get-country'), 'Could not fetch country list.').data,
    staleTime: Infinity,
  });

/** GET /admin/city-state-city/api/get-country: `[{id, country_name}]` from the `{data}` wrapper. */
export function useCountries() {
  return useQuery(countriesQuery(useApi()));
}
