import { Button, Modal, Stack, Text } from '@mantine/core';

export interface ProfileUpdatedDialogProps {
  /** Shown when true. */
  opened: boolean;
  /** Close icon, Escape or a click outside. */
  onClose: () => void;
  /** The Go to Profile button. */
  onGoToProfile: () => void;
}

/** Spec §2 Settings: 'Congratulations / Your profile has been successfully updated.' with Go to Profile. */
export function ProfileUpdatedDialog({ opened, onClose, onGoToProfile }: ProfileUpdatedDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Congratulations"
      centered
      radius="lg"
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack>
        <Text>Your profile has been successfully updated.</Text>
        <Button onClick={onGoToProfile} data-autofocus>
          Go to Profile
        </Button>
      </Stack>
    </Modal>
  );
}
