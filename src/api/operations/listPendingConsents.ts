import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import { MEMBER_ONLY } from '../member-only';
import type { components } from '../schema.gen';

export type PendingConsent = components['schemas']['PendingConsent'];

/** GET /api/user/consents/pending (bearer): the legal pages the member must (re-)accept; empty when none. */
export async function listPendingConsents(api: ApiClient): Promise<PendingConsent[]> {
  return unwrap(await api.GET('/api/user/consents/pending'), 'Could not check the terms you have accepted.');
}

export const listPendingConsentsKey = (uid: string | null) => [MEMBER_ONLY, 'listPendingConsents', uid] as const;

export function listPendingConsentsQueryOptions(api: ApiClient, uid: string | null) {
  return queryOptions({ queryKey: listPendingConsentsKey(uid), queryFn: () => listPendingConsents(api) });
}

export function usePendingConsents({ uid }: { uid: string | null }) {
  const api = useApi();
  return useQuery({ ...listPendingConsentsQueryOptions(api, uid), enabled: uid !== null });
}
