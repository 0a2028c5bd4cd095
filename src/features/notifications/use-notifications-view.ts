import { useCallback } from 'react';
import { useSessionView } from '../../session/session-context';
import { useFlagNotificationRead } from '../../api/operations/flagNotificationRead';
import { countUnread, useNotifications, type Notification } from '../../api/operations/listNotifications';

/** The member's notifications, their unread count, and `markRead` for an unread one (spec §4). */
export function useNotificationsView() {
  const { uid, user } = useSessionView();
  const query = useNotifications({ uid });
  const flag = useFlagNotificationRead(uid);
  const { mutate } = flag;
  const userUuid = user?.uuid ?? null;

  const markRead = useCallback(
    (notification: Pick<Notification, 'nid' | 'isread'>) => {
      if (notification.isread !== 'False' || !userUuid) return;
      mutate({ nid: notification.nid, userUuid });
    },
    [mutate, userUuid],
  );

  return {
    uid,
    notifications: query.data ?? [],
    unreadCount: countUnread(query.data),
    isLoading: query.isPending && query.fetchStatus !== 'idle',
    markRead,
    isFlagging: flag.isPending,
  };
}
