import { Button, Group, Modal, Text } from '@mantine/core';
import type { EditorMember } from '../../../api/operations/listEditorMembers';

interface BlockDialogProps {
  /** The member about to be blocked; null while closed. */
  member: EditorMember | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before blocking; Cancel has the focus first, so Enter never blocks by accident. */
export function BlockDialog({ member, busy, onConfirm, onCancel }: BlockDialogProps) {
  return (
    <Modal
      opened={member !== null}
      onClose={onCancel}
      title="Block this member?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text mb="lg">
        Block {member?.name} ({member?.email})? They are signed out everywhere at once and cannot sign in until unblocked.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Block
        </Button>
      </Group>
    </Modal>
  );
}
