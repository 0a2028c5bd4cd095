import { useNotifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../lib/lazy-named';

const Notifications = lazyNamed(() => import('./notifications-host'), 'NotificationsHost');

/**
 * Mantine's notifications container (and its transitions' code) loads when the first notification
 * is shown, not on the guest home (docs/performance.md); it then stays mounted. A notification
 * shown before it has loaded waits in Mantine's store and appears once it has.
 */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && notifications.length + queue.length > 0) setNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
