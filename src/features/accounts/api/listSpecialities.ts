import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';

export const specialitiesQuery = (api: ApiClient, professionId: string) =>
  queryOptions({
    queryKey: ['accounts', 'specialities', professionId],
    queryFn: async () =>
      unwrap(
        await api.GET('/jsonapi/attribute/speciality/{id}', { params: { path: { id: professionId } } }),
        'Could not fetch specialty list.',
      ),
    staleTime: Infinity,
  });

/** GET /jsonapi/attribute/speciality/{id}: the specialities of the chosen profession. */
export function useSpecialities(professionId: string | null) {
  const api = useApi();
  return useQuery({ ...specialitiesQuery(api, professionId ?? ''), enabled: Boolean(professionId) });
}
