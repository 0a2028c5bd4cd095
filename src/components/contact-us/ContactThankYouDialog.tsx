import { NoticeDialog } from '../NoticeDialog';

export interface ContactThankYouDialogProps {
  /** Shown when true. */
  opened: boolean;
  /** Continue, the close icon or Escape. */
  onClose: () => void;
}

/** Spec §2: after the help form is sent, a thank-you dialog with Continue. */
export function ContactThankYouDialog({ opened, onClose }: ContactThankYouDialogProps) {
  return (
    <NoticeDialog
      opened={opened}
      onClose={onClose}
      title="Thank you"
      message="Thank you for contacting us. We will get back to you soon."
      actionLabel="Continue"
      size="lg"
    />
  );
}
