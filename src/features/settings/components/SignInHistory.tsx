import { Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useSignInHistory, type SignInAttempt } from '../../../api/operations/listSignInHistory';
import { formatDateTime } from '../../../lib/format-date';
import { useSessionView } from '../../../session/session-context';
import { ColumnHeads } from '../../../components/ColumnHeads';

/** The outcome of a sign-in attempt in words. */
export const OUTCOME_TEXT: Record<SignInAttempt['outcome'], string> = {
  success: 'Signed in',
  wrong_password: 'Wrong password',
  not_activated: 'Refused: account not activated yet',
  locked_out: 'Refused: too many failed attempts',
  password_changed: 'Password changed (other sessions signed out)',
  password_reset: 'Password reset (all sessions signed out)',
  reported_not_me: 'Sign-in reported as not you (all sessions signed out)',
  blocked: 'Refused: account blocked',
  wrong_second_factor: 'Refused: wrong authenticator or recovery code',
  second_factor_changed: 'Second factor changed (other sessions signed out)',
};

/** Settings → Security (issue 13): the last 50 sign-in attempts on the account, newest first (the server's order). */
export function SignInHistory() {
  const { uid } = useSessionView();
  const headingId = useId();
  const history = useSignInHistory({ uid });
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId} fz="md">
        Sign-in history
      </Title>
      <Text size="sm" c="dimmed">
        The last 50 sign-in attempts on your account, newest first. Times are in UTC.
      </Text>
      {history.isPending && <Text size="sm">Loading your sign-in history…</Text>}
      {history.isError && (
        <Text size="sm" c="red.9">
          Could not load your sign-in history.
        </Text>
      )}
      {history.data?.length === 0 && <Text size="sm">No sign-ins recorded yet.</Text>}
      {history.data && history.data.length > 0 && (
        <Table.ScrollContainer
          minWidth={640}
          mah={420}
          // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Sign-in history, scrollable' } }}
        >
          <Table striped verticalSpacing="xs" stickyHeader>
            <ColumnHeads names={['Time', 'Outcome', 'Browser and system', 'IP address']} />
            <Table.Tbody>
              {history.data.map((attempt) => (
                <Table.Tr key={attempt.id}>
                  <Table.Td>{formatDateTime(attempt.time)}</Table.Td>
                  <Table.Td c={attempt.outcome === 'success' ? undefined : 'red.9'}>{OUTCOME_TEXT[attempt.outcome]}</Table.Td>
                  <Table.Td>
                    {attempt.browser} on {attempt.os}
                  </Table.Td>
                  <Table.Td>{attempt.ip || 'Unknown'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
