import { Button, Group, Modal, Text } from '@mantine/core';
import type { InvitationEntry } from '../../../api/operations/listEditorInvitations';

interface RevokeDialogProps {
  /** The invitation about to be revoked; null while closed. */
  invitation: InvitationEntry | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before revoking; Cancel has the focus first, so Enter never revokes by accident. */
export function RevokeDialog({ invitation, busy, onConfirm, onCancel }: RevokeDialogProps) {
  return (
    <Modal
      opened={invitation !== null}
      onClose={onCancel}
      title="Revoke this invitation?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text mb="lg">
        Revoke the invitation of {invitation?.email}? Their link will lead to the home page and cannot be used to register.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Revoke
        </Button>
      </Group>
    </Modal>
  );
}
