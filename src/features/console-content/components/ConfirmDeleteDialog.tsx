import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDeleteDialogProps {
  /** What is about to be deleted, e.g. `the banner “Welcome”`; null while closed. */
  what: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before anything is deleted; Cancel has the focus first, so Enter never deletes by accident. */
export function ConfirmDeleteDialog({ what, busy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <Modal opened={what !== null} onClose={onCancel} title="Delete?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text mb="lg">Delete {what}? Guests and members stop seeing it at once. The audit log keeps a copy.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
