import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import { MEMBER_ONLY } from '../member-only';
import type { components } from '../schema.gen';

export type Notification = components['schemas']['Notification'];

/**
 * GET /jsonapi/message/notification (bearer): the caller's notifications, newest first. Always a
 * background call (`X-Background-Request: 1`): it feeds the header's bell and unread count and is
 * polled every 60 s, so it must not keep an idle session alive on the server (docs/accounts.md).
 */
export async function listNotifications(api: ApiClient): Promise<Notification[]> {
  return unwrap(
    await api.GET('/jsonapi/message/notification', { params: { header: { 'X-Background-Request': '1' } } }),
    'Could not fetch notification.',
  );
}

/** Member-only: a logout drops the cached list. */
export const listNotificationsKey = (uid: string | null) => [MEMBER_ONLY, 'listNotifications', uid] as const;

export function listNotificationsQueryOptions(api: ApiClient, uid: string | null) {
  return queryOptions({ queryKey: listNotificationsKey(uid), queryFn: () => listNotifications(api) });
}

/** Spec §4: the unread count comes from the unread items. */
export const countUnread = (notifications: readonly Notification[] | undefined): number =>
  notifications?.filter((notification) => notification.isread === 'False').length ?? 0;

export interface UseNotificationsOptions {
  /** The signed-in member's uid; the query waits while it is null. */
  uid: string | null;
  /** Poll interval in ms so editors' new notifications show up without a reload; default 60,000. */
  refetchInterval?: number | false;
}

export function useNotifications({ uid, refetchInterval = 60_000 }: UseNotificationsOptions) {
  const api = useApi();
  return useQuery({ ...listNotificationsQueryOptions(api, uid), enabled: uid !== null, refetchInterval });
}
