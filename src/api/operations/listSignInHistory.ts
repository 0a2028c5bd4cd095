import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import { MEMBER_ONLY } from '../member-only';
import type { components } from '../schema.gen';

export type SignInAttempt = components['schemas']['SignInAttempt'];

/** GET /api/user/sign-in-history (bearer): the member's last 50 sign-in attempts, newest first. */
export async function listSignInHistory(api: ApiClient): Promise<SignInAttempt[]> {
  return unwrap(await api.GET('/api/user/sign-in-history'), 'Could not fetch your sign-in history.');
}

export const listSignInHistoryKey = (uid: string | null) => [MEMBER_ONLY, 'listSignInHistory', uid] as const;

export function listSignInHistoryQueryOptions(api: ApiClient, uid: string | null) {
  return queryOptions({ queryKey: listSignInHistoryKey(uid), queryFn: () => listSignInHistory(api) });
}

export function useSignInHistory({ uid }: { uid: string | null }) {
  const api = useApi();
  return useQuery({ ...listSignInHistoryQueryOptions(api, uid), enabled: uid !== null });
}
