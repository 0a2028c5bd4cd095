import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import type { Term } from './listProfessions';

/** GET /jsonapi/attribute/speciality/{id}: the specialities of a profession (tid, name). */
export async function listSpecialities(api: ApiClient, professionId: string): Promise<Term[]> {
  return unwrap(
    await api.GET('/jsonapi/attribute/speciality/{id}', { params: { path: { id: professionId } } }),
    'Could not fetch specialty list.',
  );
}

export const listSpecialitiesKey = (professionId: string) => ['listSpecialities', professionId] as const;

export function listSpecialitiesQueryOptions(api: ApiClient, professionId: string) {
  return queryOptions({
    queryKey: listSpecialitiesKey(professionId),
    queryFn: () => listSpecialities(api, professionId),
    staleTime: Infinity,
  });
}

/** Asked only once a profession is chosen. */
export function useSpecialities(professionId: string | null | undefined) {
  const api = useApi();
  return useQuery({ ...listSpecialitiesQueryOptions(api, professionId ?? ''), enabled: Boolean(professionId) });
}
