import { Button, Group, Modal, Text } from '@mantine/core';

export interface ProfileSavedDialogProps {
  /** Whether the dialog is shown. */
  opened: boolean;
  onClose: () => void;
}

/** Spec §2/§4: the success dialog after a profile save. */
export function ProfileSavedDialog({ opened, onClose }: ProfileSavedDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Congratulations" centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <Text>Your profile has been successfully updated.</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
