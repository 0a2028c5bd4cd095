import './all-mantine-styles';
import { Box, LoadingOverlay, Modal, type MantineSize } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';

export interface DialogFrameProps {
  /** Shown when true. */
  opened: boolean;
  /** Close icon, Escape and outside click. */
  onClose: () => void;
  /** Dialog heading (its accessible name). */
  title: string;
  /** Loading overlay while a request is pending. Default false. */
  loading?: boolean;
  /** Modal width; Mantine's default ('md') when unset. */
  size?: MantineSize;
  /**
   * Where focus goes once the dialog has closed. Default: the element focused when it opened
   * (Mantine's), which is lost when that control was disabled or replaced meanwhile.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** Mantine Modal (role dialog, focus trap, Escape) with a labelled close icon and a loading overlay over its body. */
export function DialogFrame({ opened, onClose, title, loading = false, size, returnFocusRef, children }: DialogFrameProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={!returnFocusRef}
      onExitTransitionEnd={() => returnFocusRef?.current?.focus()}
      title={title}
      centered
      size={size}
      radius="lg"
      padding="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Over the body only: the close icon in the header stays usable while a request is pending. */}
      <Box pos="relative">
        <LoadingOverlay visible={loading} zIndex={1000} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': 'Loading' }} />
        {children}
      </Box>
    </Modal>
  );
}
