import { Button, Group, Modal } from '@mantine/core';
import type { RefObject } from 'react';
import { SafeHtml } from '../../../components/SafeHtml';

export interface SubscribeThankYouDialogProps {
  /** Whether the dialog is shown. */
  opened: boolean;
  /** The resource's popup_consent HTML (sanitised here); nothing shown when null. */
  content: string | null;
  /** Close button, close icon, Escape or a click outside. */
  onClose: () => void;
  /**
   * Focused once the dialog has closed (the Add button is disabled while adding and then replaced,
   * so Mantine's own focus return finds nothing); default the element focused when it opened.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Spec §2 Dialogs: the subscribe thank-you shows the resource's popup_consent and a Close button. */
export function SubscribeThankYouDialog({ opened, content, onClose, returnFocusRef }: SubscribeThankYouDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Thank you"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      returnFocus={!returnFocusRef}
      onExitTransitionEnd={() => returnFocusRef?.current?.focus()}
    >
      <SafeHtml html={content} />
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
