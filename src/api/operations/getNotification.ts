import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api-context';
import { unwrap, type ApiClient } from '../client';
import { MEMBER_ONLY } from '../member-only';
import type { Notification } from './listNotifications';

/** GET /jsonapi/message/notification/{id} (bearer): the first item is shown, none when it is not the caller's. */
export async function getNotification(api: ApiClient, id: string): Promise<Notification | null> {
  const list = unwrap(
    await api.GET('/jsonapi/message/notification/{id}', { params: { path: { id } } }),
    'Could not fetch notification.',
  );
  return list[0] ?? null;
}

/** Without an id: the prefix of every notification of this member, for invalidation after a read flag. */
export const getNotificationKey = (uid: string | null, id?: string) =>
  id === undefined ? ([MEMBER_ONLY, 'getNotification', uid] as const) : ([MEMBER_ONLY, 'getNotification', uid, id] as const);

export function getNotificationQueryOptions(api: ApiClient, uid: string | null, id: string) {
  return queryOptions({
    queryKey: getNotificationKey(uid, id),
    queryFn: () => getNotification(api, id),
  });
}

export function useNotification({ uid, id }: { uid: string | null; id: string }) {
  const api = useApi();
  // The contract's Nid pattern: anything else would only earn a 400.
  return useQuery({ ...getNotificationQueryOptions(api, uid, id), enabled: uid !== null && /^[1-9][0-9]{0,8}$/.test(id) });
}
