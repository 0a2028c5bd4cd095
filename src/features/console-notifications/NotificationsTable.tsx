import { Badge, Progress, Stack, Table, Text } from '@mantine/core';
import type { EditorNotification } from '../../api/operations/listEditorNotifications';
import { formatLocalDateTime } from '../../lib/format-date';
import { describeAudience } from './compose-rules';
import { ColumnHeads } from '../../components/ColumnHeads';

/** Filled and dark enough for white text (WCAG AA), as the invitations' badges. */
const STATUS_COLORS = { scheduled: 'gray.7', sending: 'blue.9', sent: 'teal.9' } as const;
const STATUS_LABELS = { scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent' } as const;

/** The notifications with their audience, author, time and email progress (queued, sent, failed). */
export function NotificationsTable({ rows, labelledBy }: { rows: EditorNotification[]; labelledBy: string }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-labelledby={labelledBy}>
        <ColumnHeads names={['Subject', 'Audience', 'By', 'Send time', 'Emails']} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.nid}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.subject}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.recipients} {row.recipients === 1 ? 'recipient' : 'recipients'}
                </Text>
              </Table.Td>
              <Table.Td>{describeAudience(row.audience)}</Table.Td>
              <Table.Td>{row.created_by ?? 'Command line or automatic'}</Table.Td>
              <Table.Td>{formatLocalDateTime(row.send_at)}</Table.Td>
              <Table.Td>
                <DeliveryProgress row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DeliveryProgress({ row }: { row: EditorNotification }) {
  const total = row.queued + row.sent + row.failed;
  const summary = `${row.sent} sent · ${row.failed} failed · ${row.queued} queued`;
  return (
    <Stack gap={4}>
      <Badge color={STATUS_COLORS[row.status]} variant="filled" miw="max-content">
        {STATUS_LABELS[row.status]}
      </Badge>
      {total > 0 && (
        <Progress.Root size="sm">
          <Progress.Section value={(row.sent / total) * 100} color="green" aria-label="Emails sent" />
          <Progress.Section value={(row.failed / total) * 100} color="red" aria-label="Emails failed" />
        </Progress.Root>
      )}
      <Text size="xs">{total === 0 ? 'No emails (settings off)' : summary}</Text>
    </Stack>
  );
}
