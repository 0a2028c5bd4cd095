import { ActionIcon, Indicator, Menu, Text } from '@mantine/core';
import { Link } from 'wouter';
import { BellIcon } from '../../../components/icons';
import { formatDate } from '../../../lib/format-date';
import { useNotificationsView } from '../use-notifications-view';

/** How many of the newest notifications the bell's menu lists. */
const RECENT = 5;

const detailsPath = (nid: string) => `/notificationDetails/${nid}`;

/**
 * Spec §2 header bell: the unread count, and a menu of the newest notifications. Opening one marks
 * it read on the details page (the one place that flags, whichever way the member got there).
 */
export function NotificationBell() {
  const { notifications, unreadCount } = useNotificationsView();
  const recent = notifications.slice(0, RECENT);

  return (
    <Menu position="bottom-end" width={320} shadow="md" withinPortal>
      {/* The menu's ARIA attributes and handlers go on its target: the button, not the badge's wrapper. */}
      <Indicator label={unreadCount} size={18} offset={6} disabled={unreadCount === 0} color="red" inline>
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" radius="xl" color="gray" aria-label={`Notifications, ${unreadCount} unread`}>
            <BellIcon width={22} height={22} />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown>
        <Menu.Label>Notifications</Menu.Label>
        {recent.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            No notifications yet.
          </Text>
        )}
        {recent.map((notification) => {
          const isUnread = notification.isread === 'False';
          return (
            <Menu.Item
              key={notification.nid}
              component={Link}
              href={detailsPath(notification.nid)}
              leftSection={<UnreadDot visible={isUnread} />}
            >
              <Text size="sm" fw={isUnread ? 700 : 400} lineClamp={1}>
                {isUnread && <span className="visually-hidden">Unread: </span>}
                {notification.subject}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(notification.created)}
              </Text>
            </Menu.Item>
          );
        })}
        {notifications[0] && (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} href={detailsPath(notifications[0].nid)} c="lumira.8">
              View all notifications
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function UnreadDot({ visible }: { /** Shown for unread notifications. */ visible: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        width: 8,
        height: 8,
        borderRadius: 4,
        display: 'inline-block',
        background: visible ? 'var(--mantine-color-red-6)' : 'transparent',
      }}
    />
  );
}
