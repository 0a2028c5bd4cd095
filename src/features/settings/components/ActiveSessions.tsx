import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useEndOtherSessions } from '../../../api/operations/endOtherSessions';
import { useEndSession } from '../../../api/operations/endSession';
import { useSessions } from '../../../api/operations/listSessions';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSessionView } from '../../../session/session-context';
import { SessionCard } from './SessionCard';

/** Other sessions shown before "Show N more sessions": enough to spot a stranger, short enough at 390 px. */
const FIRST_OTHERS = 5;

const sessionsWord = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;

/**
 * Settings → Security (issue 13, 44): this browser first and marked, then the member's other live
 * sessions, most recently active first (the server's order), each with its own Sign out, and Sign
 * out of all other sessions after a confirmation.
 */
export function ActiveSessions() {
  const { uid } = useSessionView();
  const headingId = useId();
  const sessions = useSessions({ uid });
  const endSession = useEndSession(uid);
  const endOthers = useEndOtherSessions(uid);
  const [status, setStatus] = useState<{ message: string; isError: boolean } | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [isShowingAll, setShowingAll] = useState(false);
  const current = sessions.data?.filter((session) => session.current) ?? [];
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  const shownOthers = isShowingAll ? others : others.slice(0, FIRST_OTHERS);

  const report = (promise: Promise<{ message: string }>) =>
    promise.then(
      ({ message }) => setStatus({ message, isError: false }),
      (error: unknown) => setStatus({ message: error instanceof Error ? error.message : String(error), isError: true }),
    );
  const signOutOthers = () => {
    setConfirming(false);
    void report(endOthers.mutateAsync());
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Title order={3} id={headingId} fz="md">
          Active sessions
        </Title>
        {others.length > 0 && (
          <Button variant="outline" color="red.9" loading={endOthers.isPending} onClick={() => setConfirming(true)}>
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
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {[...current, ...shownOthers].map((session) => (
            <SessionCard
              key={session.id}
              session={session}
              onSignOut={session.current ? undefined : () => void report(endSession.mutateAsync(session.id))}
              isSigningOut={endSession.isPending && endSession.variables === session.id}
            />
          ))}
        </Stack>
      )}
      {!isShowingAll && others.length > FIRST_OTHERS && (
        <Button variant="subtle" onClick={() => setShowingAll(true)} style={{ alignSelf: 'flex-start' }}>
          Show {others.length - FIRST_OTHERS} more {others.length - FIRST_OTHERS === 1 ? 'session' : 'sessions'}
        </Button>
      )}
      <ConfirmDialog
        opened={isConfirming}
        title="Sign out of all other sessions?"
        message={`The ${others.length === 1 ? 'other session' : `${others.length} other sessions`} will be signed out. You stay signed in on this browser.`}
        confirmLabel={`Sign out ${sessionsWord(others.length)}`}
        danger
        onConfirm={signOutOthers}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
