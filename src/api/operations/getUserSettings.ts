import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import { MEMBER_ONLY } from '../member-only';

export interface UserSettings {
  /** Spec §3: email notifications are on unless the member turned them off (null counts as true). */
  emailNotification: boolean;
}

/** GET /jsonapi/user/settings/{uid} (bearer): reads data[0].email_notification. */
export async function getUserSettings(api: ApiClient, uid: string): Promise<UserSettings> {
  const { data } = unwrap(
    await api.GET('/jsonapi/user/settings/{uid}', { params: { path: { uid } } }),
    'Could not fetch profile details.',
  );
  return { emailNotification: data[0]?.email_notification ?? true };
}

export const getUserSettingsKey = (uid: string | null) => [MEMBER_ONLY, 'getUserSettings', uid] as const;

export function getUserSettingsQueryOptions(api: ApiClient, uid: string | null) {
  return queryOptions({ queryKey: getUserSettingsKey(uid), queryFn: () => getUserSettings(api, uid ?? '') });
}

export function useUserSettings({ uid }: { uid: string | null }) {
  const api = useApi();
  return useQuery({ ...getUserSettingsQueryOptions(api, uid), enabled: uid !== null });
}
