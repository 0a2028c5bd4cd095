import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import { MEMBER_ONLY } from '../member-only';
import type { components } from '../schema.gen';

export type MemberSession = components['schemas']['MemberSession'];

/** GET /api/user/sessions (bearer): the member's live sessions, most recently active first. */
export async function listSessions(api: ApiClient): Promise<MemberSession[]> {
  return unwrap(await api.GET('/api/user/sessions'), 'Could not fetch your sessions.');
}

export const listSessionsKey = (uid: string | null) => [MEMBER_ONLY, 'listSessions', uid] as const;

export function listSessionsQueryOptions(api: ApiClient, uid: string | null) {
  return queryOptions({ queryKey: listSessionsKey(uid), queryFn: () => listSessions(api) });
}

export function useSessions({ uid }: { uid: string | null }) {
  const api = useApi();
  return useQuery({ ...listSessionsQueryOptions(api, uid), enabled: uid !== null });
}
