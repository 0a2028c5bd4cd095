import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { InboxMessage } from '../../api/operations/listInboxMessages';
import { formatDateTime } from '../../lib/format-date';
import { TYPE_LABELS } from './inbox-filters';

interface InboxMessageItemProps {
  message: InboxMessage;
  busy: boolean;
  onDownload: () => void;
  onHandled: (handled: boolean) => void;
  onReply: () => void;
}

/** One message of the Inbox, folded in a native `<details>`: its text, its attachment and what an editor can do. */
export function InboxMessageItem({ message, busy, onDownload, onHandled, onReply }: InboxMessageItemProps) {
  const handled = message.handled_at !== null;
  return (
    <Paper withBorder p="sm" component="li">
      <details>
        <summary>
          <Text span fw={600}>
            {message.subject}
          </Text>{' '}
          <Text span size="sm" c="dimmed">
            from {message.name} &lt;{message.email}&gt;, {formatDateTime(message.received)}
          </Text>{' '}
          <Badge variant="light" color="gray">
            {TYPE_LABELS[message.type]}
          </Badge>{' '}
          {handled && (
            <Badge variant="light" color="green">
              Handled
            </Badge>
          )}
        </summary>
        <Stack gap="xs" mt="sm">
          {message.resource && <Text size="sm">Resource: {message.resource}</Text>}
          {message.country && <Text size="sm">Country: {message.country}</Text>}
          {handled && (
            <Text size="sm" c="dimmed">
              Handled by {message.handled_by} on {formatDateTime(message.handled_at)}
            </Text>
          )}
          <Text style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Text>
          <Group gap="sm">
            {message.has_attachment && (
              <Button variant="default" onClick={onDownload} aria-label={`Download attachment: ${message.subject}`}>
                Download attachment
              </Button>
            )}
            <Button variant="default" loading={busy} onClick={() => onHandled(!handled)}>
              {handled ? 'Mark not handled' : 'Mark handled'}
            </Button>
            <Button onClick={onReply}>Reply</Button>
          </Group>
        </Stack>
      </details>
    </Paper>
  );
}
