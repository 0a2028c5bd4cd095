import { Button, Stack, Text } from '@mantine/core';
import { DialogFrame } from '../../../components/DialogFrame';

export interface ContactThankYouDialogProps {
  /** Shown when true. */
  opened: boolean;
  /** Continue, the close icon or Escape. */
  onClose: () => void;
}

/** Spec §2: after the help form is sent, a thank-you dialog with Continue. */
export function ContactThankYouDialog({ opened, onClose }: ContactThankYouDialogProps) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title="Thank you" size="lg">
      <Stack>
        <Text>Thank you for contacting us. We will get back to you soon.</Text>
        <Button onClick={onClose} data-autofocus>
          Continue
        </Button>
      </Stack>
    </DialogFrame>
  );
}
