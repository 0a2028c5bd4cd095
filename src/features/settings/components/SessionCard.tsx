import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { MemberSession } from '../../../api/operations/listSessions';
import { formatDateTime, formatTimeAgo } from '../../../lib/format-date';

/** 'Firefox 128 on Windows 10'. */
export const deviceOf = (session: MemberSession) => `${session.browser} on ${session.os}`;

export interface SessionCardProps {
  session: MemberSession;
  /** Signs this session out; none for this browser's own (it signs out from the user menu). */
  onSignOut?: () => void;
  /** Its sign-out is under way. */
  isSigningOut?: boolean;
}

/**
 * One active session (issue 44: cards, not a table, so 390 px shows everything): the device, and
 * what tells alike devices apart, when it was last active and signed in, and its shortened IP.
 */
export function SessionCard({ session, onSignOut, isSigningOut = false }: SessionCardProps) {
  const signedIn = formatDateTime(session.created);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
          <Group gap="xs">
            <Text fw={600}>{deviceOf(session)}</Text>
            {session.current && (
              <Badge variant="light" size="sm">
                This browser
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {session.current ? 'Active now' : `Last active ${formatTimeAgo(session.last_activity)}`} · IP address{' '}
            {session.ip || 'unknown'}
          </Text>
          <Text size="sm" c="dimmed">
            Signed in {formatTimeAgo(session.created)} ({signedIn})
          </Text>
        </Stack>
        {onSignOut && (
          <Button
            size="xs"
            variant="default"
            aria-label={`Sign out ${deviceOf(session)}, signed in ${signedIn}`}
            loading={isSigningOut}
            onClick={onSignOut}
          >
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}
