import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { components } from '../schema.gen';

export type Country = components['schemas']['CountryItem'];

/** GET /admin/city-state-city/api/get-country: `[{id, country_name}]` from the `{data}` wrapper. */
export async function listCountries(api: ApiClient): Promise<Country[]> {
  return unwrap(await api.GET('/admin/city-state-city/api/get-country'), 'Could not fetch country list.').data;
}

export const listCountriesKey = () => ['listCountries'] as const;

/** One cache entry for the registration forms and the profile: the list never changes while the app runs. */
export function listCountriesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: listCountriesKey(), queryFn: () => listCountries(api), staleTime: Infinity });
}

export function useCountries() {
  return useQuery(listCountriesQueryOptions(useApi()));
}
