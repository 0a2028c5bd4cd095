import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useEndOtherSessions } from '../../../api/operations/endOtherSessions';
import { useEndSession } from '../../../api/operations/endSession';
import { useSessions, type MemberSession } from '../../../api/operations/listSessions';
import { formatDateTime } from '../../../lib/format-date';
import { useSessionView } from '../../../session/session-context';
import { ColumnHeads } from '../../../components/ColumnHeads';

const deviceOf = (session: MemberSession) => `${session.browser} on ${session.os}`;

/**
 * Settings → Security (issue 13): the member's live sessions, most recently active first, with
 * "This device" for the current one, Sign out per other session and Sign out of all other sessions.
 */
export function ActiveSessions() {
  const { uid } = useSessionView();
  const headingId = useId();
  const sessions = useSessions({ uid });
  const endSession = useEndSession(uid);
  const endOthers = useEndOtherSessions(uid);
  const [status, setStatus] = useState<{ message: string; isError: boolean } | null>(null);
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const report = (promise: Promise<{ message: string }>) =>
    promise.then(
      ({ message }) => setStatus({ message, isError: false }),
      (error: unknown) => setStatus({ message: error instanceof Error ? error.message : String(error), isError: true }),
    );

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Title order={3} id={headingId} fz="md">
          Active sessions
        </Title>
        {others.length > 0 && (
          <Button
            variant="outline"
            color="red.9"
            loading={endOthers.isPending}
            onClick={() => void report(endOthers.mutateAsync())}
          >
            Sign out of all other sessions
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Where your account is signed in now. Sign out a session you do not recognise, then change your password.
      </Text>
      {status && (
        <Alert color={status.isError ? 'red' : 'teal'} role={status.isError ? 'alert' : 'status'} withCloseButton={false}>
          {status.message}
        </Alert>
      )}
      {sessions.isPending && <Text size="sm">Loading your sessions…</Text>}
      {sessions.isError && (
        <Text size="sm" c="red.9">
          Could not load your sessions.
        </Text>
      )}
      {sessions.data && (
        <Table.ScrollContainer
          minWidth={640}
          // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Active sessions, scrollable' } }}
        >
          <Table striped verticalSpacing="xs">
            <ColumnHeads
              names={[
                'Device',
                'IP address',
                'Signed in',
                'Last activity',
                <span key="actions" className="visually-hidden">
                  Actions
                </span>,
              ]}
            />
            <Table.Tbody>
              {sessions.data.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Th scope="row" fw={500}>
                    {deviceOf(session)}{' '}
                    {session.current && (
                      <Badge variant="light" ml={4}>
                        This device
                      </Badge>
                    )}
                  </Table.Th>
                  <Table.Td>{session.ip || 'Unknown'}</Table.Td>
                  <Table.Td>{formatDateTime(session.created)}</Table.Td>
                  <Table.Td>{formatDateTime(session.last_activity)}</Table.Td>
                  <Table.Td>
                    {!session.current && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Sign out ${deviceOf(session)}, signed in ${formatDateTime(session.created)}`}
                        loading={endSession.isPending && endSession.variables === session.id}
                        onClick={() => void report(endSession.mutateAsync(session.id))}
                      >
                        Sign out
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
