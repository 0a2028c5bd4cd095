import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  opened: boolean;
  /** The question asked, e.g. 'Are you sure you want to go back?'; also the dialog's description. */
  message: string;
  /** Dialog title (its accessible name), default 'Please confirm'. */
  title?: string;
  /** Label of the confirming button, default 'Yes'. */
  confirmLabel?: string;
  /** Label of the cancelling button, default 'Cancel'. */
  cancelLabel?: string;
  /** The confirmed step is under way: the confirming button shows it and cannot be pressed twice. */
  busy?: boolean;
  /** A destructive step (block, revoke): the confirming button is red. */
  danger?: boolean;
  /** Called when the user confirms; the caller closes the dialog. */
  onConfirm: () => void;
  /** Called on Cancel, the close icon, Escape or a click outside. */
  onCancel: () => void;
}

/**
 * A yes/no question in a real modal dialog: role dialog labelled by its title and described by the
 * message, focus trapped inside and returned on close, Escape cancels. The cancel button takes the
 * first focus, so an accidental Enter does not confirm a destructive step.
 */
export function ConfirmDialog({
  opened,
  message,
  title = 'Please confirm',
  confirmLabel = 'Yes',
  cancelLabel = 'Cancel',
  busy = false,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      returnFocus
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} loading={busy} color={danger ? 'red' : undefined}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
