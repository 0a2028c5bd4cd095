import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import { MEMBER_ONLY } from '../member-only';
import type { components } from '../schema.gen';

export type ConsentRecord = components['schemas']['ConsentRecord'];

/** GET /api/user/consents (bearer): every acceptance of a legal page by the member, newest first. */
export async function listConsents(api: ApiClient): Promise<ConsentRecord[]> {
  return unwrap(await api.GET('/api/user/consents'), 'Could not fetch your consents.');
}

export const listConsentsKey = (uid: string | null) => [MEMBER_ONLY, 'listConsents', uid] as const;

export function listConsentsQueryOptions(api: ApiClient, uid: string | null) {
  return queryOptions({ queryKey: listConsentsKey(uid), queryFn: () => listConsents(api) });
}

export function useConsents({ uid }: { uid: string | null }) {
  const api = useApi();
  return useQuery({ ...listConsentsQueryOptions(api, uid), enabled: uid !== null });
}
