import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';

/** GET /api/user/registration/confirm/{id}/{token}: the server's message. */
export async function confirmRegistration(api: ApiClient, id: string, token: string): Promise<string> {
  const result = await api.GET('/api/user/registration/confirm/{id}/{token}', { params: { path: { id, token } } });
  return unwrap(result, 'Could not fetch quotes.').message;
}

export const confirmRegistrationKey = (id: string, token: string) => ['confirmRegistration', id, token] as const;

export function confirmRegistrationQueryOptions(api: ApiClient, id: string, token: string) {
  return queryOptions({
    queryKey: confirmRegistrationKey(id, token),
    queryFn: () => confirmRegistration(api, id, token),
    // Activation tokens are single use: never call twice.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useConfirmRegistration(id: string, token: string) {
  const api = useApi();
  return useQuery({ ...confirmRegistrationQueryOptions(api, id, token), enabled: Boolean(id && token) });
}
