import { Button, Stack, Text } from '@mantine/core';
import { useSessionSend, useSessionView } from '../../../app/session/session-context';
import { DialogFrame } from '../../../components/DialogFrame';

/** Spec §4: after a password change forced the logout, a confirmation with Done. Mounted app-wide. */
export function PasswordChangedNotice() {
  const { showPasswordChanged } = useSessionView();
  const send = useSessionSend();
  const dismiss = () => send({ type: 'notice.dismiss' });
  return (
    <DialogFrame opened={showPasswordChanged} onClose={dismiss} title="Password changed">
      <Stack>
        <Text>Your password has been changed successfully. Please log in again with your new password.</Text>
        <Button onClick={dismiss} data-autofocus>
          Done
        </Button>
      </Stack>
    </DialogFrame>
  );
}
