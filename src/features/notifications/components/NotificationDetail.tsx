import { Button, Divider, Loader, Paper, Text, Title } from '@mantine/core';
import { SafeHtml } from '../../../components/SafeHtml';
import { formatDate } from '../../../lib/format-date';
import type { Notification } from '../../../api/operations/listNotifications';

export interface NotificationDetailProps {
  /** The notification shown; null when it does not exist or is not the member's. */
  notification: Notification | null;
  /** While the notification loads. */
  isLoading: boolean;
  /** Shown under 640 px only: back to the list (spec §2). */
  onShowList?: () => void;
}

/** Right pane: subject, date and the sanitised HTML message. */
export function NotificationDetail({ notification, isLoading, onShowList }: NotificationDetailProps) {
  return (
    <Paper component="article" aria-label="Notification" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} h="100%">
      {onShowList && (
        <Button variant="subtle" px={0} mb="sm" onClick={onShowList}>
          ‹ Back to notifications
        </Button>
      )}
      {isLoading && <Loader aria-label="Loading notification" />}
      {!isLoading && !notification && <Text c="dimmed">This notification is not available.</Text>}
      {notification && (
        <>
          <Title order={2} fz={{ base: 'xl', sm: 26 }}>
            {notification.subject}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {formatDate(notification.created)}
          </Text>
          <Divider my="md" />
          <SafeHtml html={notification.message} />
        </>
      )}
    </Paper>
  );
}
