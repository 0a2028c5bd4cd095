import { Text } from '@mantine/core';
import type { RefObject } from 'react';
import { DialogFrame } from '../DialogFrame';
import { useContactDialog } from './use-contact-dialog';
import { ContactThankYouDialog } from './ContactThankYouDialog';
import { ContactUsForm } from './ContactUsForm';

export interface ContactUsDialogProps {
  /** Shown when true. */
  opened: boolean;
  /** Called when the dialog (or its thank-you) closes. */
  onClose: () => void;
  /** The control that opened the form: focus returns there after the thank-you. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Spec §2 'Contact Us For Help': the help form in a modal with a loading overlay while sending; on
 * an ok response the thank-you dialog replaces it. A failed send is swallowed (spec §8).
 */
export function ContactUsDialog({ opened, onClose, returnFocusRef }: ContactUsDialogProps) {
  const { view, submit } = useContactDialog(opened);
  return (
    <>
      <DialogFrame
        opened={view.isOpen && !view.isSuccess}
        onClose={onClose}
        title="Contact Us For Help"
        loading={view.isLoading}
        size="lg"
      >
        <Text size="sm" c="dimmed" mb="md">
          Tell us how we can help and we will get back to you by email.
        </Text>
        {/* Remounted on every opening, so a reopened dialog starts empty. */}
        {view.isOpen && <ContactUsForm onSubmit={submit} />}
      </DialogFrame>
      {/* The form dialog returns focus by itself (Mantine); the thank-you opened from inside it would not. */}
      <ContactThankYouDialog opened={view.isSuccess} onClose={onClose} returnFocusRef={returnFocusRef} />
    </>
  );
}
