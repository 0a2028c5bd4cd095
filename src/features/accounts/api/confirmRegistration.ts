import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';

export const confirmRegistrationQuery = (api: ApiClient, id: string, token: string) =>
  queryOptions({
    queryKey: ['accounts', 'confirm-registration', id, token],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/user/registration/confirm/{id}/{token}', { params: { path: { id, token } } }),
        'Could not fetch quotes.',
      ).message,
    // Activation tokens are single use: never call twice.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** GET /api/user/registration/confirm/{id}/{token}: the server's message. */
export function useConfirmRegistration(id: string, token: string) {
  const api = useApi();
  return useQuery({ ...confirmRegistrationQuery(api, id, token), enabled: Boolean(id && token) });
}
