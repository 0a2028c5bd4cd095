import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';

/** GET /jsonapi/user/email/{email}: resolves true when the email is already registered (non-empty list). */
export async function checkEmailAvailability(api: ApiClient, email: string): Promise<boolean> {
  const result = await api.GET('/jsonapi/user/email/{email}', { params: { path: { email }, query: { _format: 'json' } } });
  return unwrap(result, 'Could not fetch valid emails.').length > 0;
}

export const checkEmailAvailabilityKey = (email: string) => ['checkEmailAvailability', email] as const;

export function checkEmailAvailabilityQueryOptions(api: ApiClient, email: string) {
  return queryOptions({
    queryKey: checkEmailAvailabilityKey(email),
    queryFn: () => checkEmailAvailability(api, email),
    staleTime: 30_000,
    retry: false,
  });
}

/**
 * Availability of `email`, checked only when `enabled`. `isTaken` is undefined while unknown; a
 * failed check counts as free, because the server refuses a taken email on registration anyway.
 */
export function useEmailTaken(email: string, enabled: boolean): { isTaken: boolean | undefined; isChecking: boolean } {
  const api = useApi();
  const query = useQuery({ ...checkEmailAvailabilityQueryOptions(api, email), enabled });
  if (!enabled) return { isTaken: undefined, isChecking: false };
  if (query.isError) return { isTaken: false, isChecking: false };
  return { isTaken: query.data, isChecking: query.isPending };
}
