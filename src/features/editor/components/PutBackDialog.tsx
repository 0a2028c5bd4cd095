import { Button, Group, Modal, Text } from '@mantine/core';

interface PutBackDialogProps {
  /** The change about to be undone, e.g. `Changed Banner 3f6d…`; null while closed. */
  change: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a change is undone; Cancel has the focus first, so Enter never undoes by accident. */
export function PutBackDialog({ change, busy, onConfirm, onCancel }: PutBackDialogProps) {
  return (
    <Modal opened={change !== null} onClose={onCancel} title="Put back?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text mb="lg">
        Undo “{change}”? What it changed is put back as it was before (a deleted item comes back as a new one). Guests and members
        see it at once, and the audit log records it as a new change.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          Put back
        </Button>
      </Group>
    </Modal>
  );
}
