import { Button, Group, Modal, Text } from '@mantine/core';

interface RejectDialogProps {
  /** How many requests are about to be rejected; 0 while closed. */
  count: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before rejecting; Cancel has the focus first, so Enter never rejects by accident. */
export function RejectDialog({ count, busy, onConfirm, onCancel }: RejectDialogProps) {
  const requests = count === 1 ? '1 request' : `${count} requests`;
  return (
    <Modal opened={count > 0} onClose={onCancel} title="Reject?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text mb="lg">Reject {requests}? Each member is told it was not approved, with your reason, and may ask again.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Reject {requests}
        </Button>
      </Group>
    </Modal>
  );
}
