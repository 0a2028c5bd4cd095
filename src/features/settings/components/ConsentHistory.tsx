import { Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useConsents } from '../../../api/operations/listConsents';
import { formatDateTime } from '../../../lib/format-date';
import { useSessionView } from '../../../session/session-context';
import { ColumnHeads } from '../../../components/ColumnHeads';

/** Settings → Privacy (issue 13): every acceptance of a legal page (page, version, time), newest first (the server's order). */
export function ConsentHistory() {
  const { uid } = useSessionView();
  const headingId = useId();
  const consents = useConsents({ uid });
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId} fz="md">
        Consents
      </Title>
      <Text size="sm" c="dimmed">
        Each version of our terms and policies you have accepted, newest first. Times are in UTC.
      </Text>
      {consents.isPending && <Text size="sm">Loading your consents…</Text>}
      {consents.isError && (
        <Text size="sm" c="red.9">
          Could not load your consents.
        </Text>
      )}
      {consents.data?.length === 0 && <Text size="sm">You have not accepted any terms or policies yet.</Text>}
      {consents.data && consents.data.length > 0 && (
        <Table.ScrollContainer
          minWidth={480}
          mah={420}
          // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Consents, scrollable' } }}
        >
          <Table striped verticalSpacing="xs" stickyHeader aria-labelledby={headingId}>
            <ColumnHeads names={['Page', 'Version', 'Accepted']} />
            <Table.Tbody>
              {consents.data.map((consent) => (
                <Table.Tr key={`${consent.page}-${consent.version}-${consent.accepted}`}>
                  <Table.Th scope="row" fw={500}>
                    {consent.title}
                  </Table.Th>
                  <Table.Td>{consent.version}</Table.Td>
                  <Table.Td>{formatDateTime(consent.accepted)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
