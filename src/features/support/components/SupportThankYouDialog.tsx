import type { RefObject } from 'react';
import { NoticeDialog } from '../../../components/NoticeDialog';

export interface SupportThankYouDialogProps {
  /** Shown when true. */
  opened: boolean;
  /** Continue, the close icon or Escape. */
  onClose: () => void;
  /** Focused once the dialog has closed (the page heading); default the element focused when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Spec §2: after a support request is sent, the thank-you contact modal. */
export function SupportThankYouDialog({ opened, onClose, returnFocusRef }: SupportThankYouDialogProps) {
  return (
    <NoticeDialog
      opened={opened}
      onClose={onClose}
      title="Thank you"
      message="Thank you for contacting us. Our support team will get back to you soon."
      actionLabel="Continue"
      returnFocusRef={returnFocusRef}
    />
  );
}
