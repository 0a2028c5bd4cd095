import { Button, Modal, Stack, Text } from '@mantine/core';

export interface SupportThankYouDialogProps {
  /** Shown when true. */
  opened: boolean;
  /** Continue, the close icon or Escape. */
  onClose: () => void;
}

/** Spec §2: after a support request is sent, the thank-you contact modal. */
export function SupportThankYouDialog({ opened, onClose }: SupportThankYouDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Thank you"
      centered
      radius="lg"
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack>
        <Text>Thank you for contacting us. Our support team will get back to you soon.</Text>
        <Button onClick={onClose} data-autofocus>
          Continue
        </Button>
      </Stack>
    </Modal>
  );
}
