import { ActionIcon, Group, Paper, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { ArrowLeftIcon } from '../../../components/icons';
import { formatDate } from '../../../lib/format-date';
import type { Notification } from '../../../api/operations/listNotifications';

export interface NotificationListProps {
  notifications: Notification[];
  /** nid of the notification shown on the right, highlighted in the list. */
  selectedId: string;
  /** Called with the chosen notification's nid. */
  onSelect: (nid: string) => void;
  /** The back arrow: one history entry back (spec §2). */
  onBack: () => void;
}

/** Left column of the notification details page: a back arrow and every notification, newest first. */
export function NotificationList({ notifications, selectedId, onSelect, onBack }: NotificationListProps) {
  return (
    <Paper component="nav" aria-label="Notifications" withBorder radius="lg" p="md" h="100%">
      <Group gap="xs" mb="md" wrap="nowrap">
        <ActionIcon variant="subtle" size="lg" radius="xl" aria-label="Go back" onClick={onBack}>
          <ArrowLeftIcon width={22} height={22} />
        </ActionIcon>
        <Title order={1} fz="xl">
          Notifications
        </Title>
      </Group>
      {notifications.length === 0 && <Text c="dimmed">No notifications yet.</Text>}
      <ScrollArea.Autosize mah="70vh" type="auto">
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {notifications.map((notification) => {
            const isUnread = notification.isread === 'False';
            const isSelected = notification.nid === selectedId;
            return (
              <li key={notification.nid}>
                <UnstyledButton
                  onClick={() => onSelect(notification.nid)}
                  aria-current={isSelected ? 'page' : undefined}
                  w="100%"
                  p="sm"
                  className="mantine-focus-auto"
                  style={{
                    borderRadius: 'var(--mantine-radius-md)',
                    background: isSelected ? 'var(--mantine-color-lumira-0)' : undefined,
                    borderLeft: `3px solid ${isUnread ? 'var(--mantine-color-lumira-7)' : 'transparent'}`,
                  }}
                >
                  <Text fw={isUnread ? 700 : 500} lineClamp={2}>
                    {isUnread && <span className="visually-hidden">Unread: </span>}
                    {notification.subject}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDate(notification.created)}
                  </Text>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
