import { LoadingOverlay, Modal } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ContactDialogFrameProps {
  /** Shown when true. */
  opened: boolean;
  /** Close icon, Escape and outside click. */
  onClose: () => void;
  /** Dialog heading (its accessible name). */
  title: string;
  /** Loading overlay while a request is pending. Default false. */
  loading?: boolean;
  children: ReactNode;
}

/** Mantine Modal (role dialog, focus trap, Escape) with a labelled close icon and a loading overlay. */
export function ContactDialogFrame({ opened, onClose, title, loading = false, children }: ContactDialogFrameProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="lg"
      radius="lg"
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <LoadingOverlay visible={loading} zIndex={1000} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': 'Loading' }} />
      {children}
    </Modal>
  );
}
