import { Button, Group, Modal, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/ErrorAlert';

interface RestoreVersionDialogProps {
  /** The version about to be restored; null while closed. */
  version: number | null;
  /** The number the restored content will have. */
  next: number;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a version is restored; Cancel has the focus first. */
export function RestoreVersionDialog({ version, next, busy, error, onConfirm, onCancel }: RestoreVersionDialogProps) {
  return (
    <Modal
      opened={version !== null}
      onClose={onCancel}
      title={`Restore version ${version ?? ''}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text mb="md">
        Its title, address, footer setting and body are saved again as the newest version (version {next}). Guests and members see
        it at once. Nothing is lost: the current content stays in the history.
      </Text>
      <ErrorAlert mb="md">{error}</ErrorAlert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          Restore
        </Button>
      </Group>
    </Modal>
  );
}
