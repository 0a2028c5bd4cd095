import type { RefObject } from 'react';
import { NoticeDialog } from '../NoticeDialog';

export interface ContactThankYouDialogProps {
  /** Shown when true. */
  opened: boolean;
  /** Continue, the close icon or Escape. */
  onClose: () => void;
  /** Where focus goes once it has closed (the control that opened the form). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Spec §2: after the help form is sent, a thank-you dialog with Continue. */
export function ContactThankYouDialog({ opened, onClose, returnFocusRef }: ContactThankYouDialogProps) {
  return (
    <NoticeDialog
      opened={opened}
      onClose={onClose}
      title="Thank you"
      message="Thank you for contacting us. We will get back to you soon."
      actionLabel="Continue"
      size="lg"
      returnFocusRef={returnFocusRef}
    />
  );
}
