import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { unwrap, type ApiClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';

export type ProfessionalProfile = components['schemas']['ProfessionalProfile'];
export type DistributorProfile = components['schemas']['DistributorProfile'];
/** Spec §3 profile record: data[0] of the response. */
export type ProfileRecord = ProfessionalProfile | DistributorProfile;

/** Distributors carry `field_company_name` (docs/api.md). */
export const isDistributorProfile = (profile: ProfileRecord): profile is DistributorProfile => 'field_company_name' in profile;

/** Under the `member` key, so signing out drops it with every other member query. */
export const userProfileKey = (uid: string) => ['member', 'profile', uid] as const;

export const userProfileQuery = (api: ApiClient, uid: string) =>
  queryOptions({
    queryKey: userProfileKey(uid),
    queryFn: async (): Promise<ProfileRecord> => {
      const body = unwrap(
        await api.GET('/jsonapi/user/profile/', {
          params: { query: { 'filter[uid]': uid, include: 'roles,profession,specialty', jsonapi_include: '1' } },
        }),
        'Could not fetch profile details.',
      );
      const profile = body.data[0];
      if (!profile) throw new Error('Could not fetch profile details.');
      return profile;
    },
  });

/**
 * The cached record of GET /jsonapi/user/profile/?filter[uid]=…. It never fetches by itself: the
 * profile-edit machine's loadProfile actor fetches (and refetches after a save) through the same
 * query, and views read the term names from here.
 */
export function useLoadedUserProfile(uid: string | null) {
  const api = useApi();
  return useQuery({ ...userProfileQuery(api, uid ?? ''), enabled: false });
}
