import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import { MEMBER_ONLY } from '../member-only';
import type { components } from '../schema.gen';

export type ProfessionalProfile = components['schemas']['ProfessionalProfile'];
export type DistributorProfile = components['schemas']['DistributorProfile'];
/** Spec §3 profile record: data[0] of the response. */
export type ProfileRecord = ProfessionalProfile | DistributorProfile;

/** Distributors carry `field_company_name` (docs/api.md). */
export const isDistributorProfile = (profile: ProfileRecord): profile is DistributorProfile => 'field_company_name' in profile;

/** GET /jsonapi/user/profile/?filter[uid]=… (bearer): the member's record, data[0]. */
export async function getUserProfile(api: ApiClient, uid: string): Promise<ProfileRecord> {
  const body = unwrap(
    await api.GET('/jsonapi/user/profile/', {
      params: { query: { 'filter[uid]': uid, include: 'roles,profession,specialty', jsonapi_include: '1' } },
    }),
    'Could not fetch profile details.',
  );
  const profile = body.data[0];
  if (!profile) throw new Error('Could not fetch profile details.');
  return profile;
}

export const getUserProfileKey = (uid: string) => [MEMBER_ONLY, 'getUserProfile', uid] as const;

export function getUserProfileQueryOptions(api: ApiClient, uid: string) {
  return queryOptions({ queryKey: getUserProfileKey(uid), queryFn: () => getUserProfile(api, uid) });
}

/**
 * The cached record. It never fetches by itself: the profile-edit machine's loadProfile actor
 * fetches (and refetches after a save) through the same query options, and views read the term
 * names from here.
 */
export function useLoadedUserProfile(uid: string | null) {
  const api = useApi();
  return useQuery({ ...getUserProfileQueryOptions(api, uid ?? ''), enabled: false });
}
