import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useLocation } from 'wouter';
import { useAcceptConsents } from '../../api/operations/acceptConsent';
import { usePendingConsents } from '../../api/operations/listPendingConsents';
import { DialogFrame } from '../../components/DialogFrame';
import { useNavigationGuards } from '../../lib/navigation-guard';
import { useSessionView } from '../../session/session-context';
import { PendingConsentItem } from './components/PendingConsentItem';

/** The legal pages themselves: the gate's links open them in a new tab, where the gate must not cover them. */
const isLegalPage = (location: string) => location.startsWith('/linkdetail/');

/**
 * Issue 13: when a legal page has a new material version the member has not accepted, a blocking
 * dialog lists what changed and asks them to accept (every pending page at its current version)
 * or to decline, which signs them out like the user menu's Logout. There is no close icon, and
 * Escape or a click outside does nothing. Asked once the session is known (sign-in, a restored
 * visit); when the question cannot be asked (the call fails), the member is let in and asked on a
 * later visit. Mounted by src/app only while signed in.
 */
export function ConsentGate() {
  const { uid, logout } = useSessionView();
  const [location, navigate] = useLocation();
  const { requestLeave } = useNavigationGuards();
  const pending = usePendingConsents({ uid });
  const accept = useAcceptConsents(uid);
  const pages = pending.data ?? [];

  const onAccept = () => accept.mutate(pages.map(({ page, version }) => ({ page, version })));
  const onDecline = () =>
    requestLeave(() => {
      logout();
      navigate('/');
    });

  return (
    <DialogFrame
      opened={pages.length > 0 && !isLegalPage(location)}
      dismissible={false}
      title="We have updated our terms"
      size="lg"
      loading={accept.isPending}
    >
      <Stack>
        <Text>
          Please read what has changed. To keep using your account, accept the new {pages.length === 1 ? 'version' : 'versions'};
          if you decline, you will be signed out.
        </Text>
        {pages.map((consent) => (
          <PendingConsentItem key={consent.page} consent={consent} />
        ))}
        {accept.isError && (
          <Alert color="red" variant="light" role="alert">
            {accept.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDecline} disabled={accept.isPending}>
            Decline and sign out
          </Button>
          <Button onClick={onAccept} disabled={accept.isPending}>
            Accept
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
