import './all-mantine-styles';
import { Box, LoadingOverlay, Modal, type MantineSize } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';

interface DialogFrameBaseProps {
  /** Shown when true. */
  opened: boolean;
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

interface DismissibleProps {
  /** Default true: the close icon, Escape and a click outside close the dialog. */
  dismissible?: true;
  /** Close icon, Escape and outside click. */
  onClose: () => void;
}

interface BlockingProps {
  /** False: no close icon, and Escape and a click outside do nothing; only the dialog's own buttons end it. */
  dismissible: false;
  onClose?: undefined;
}

export type DialogFrameProps = DialogFrameBaseProps & (DismissibleProps | BlockingProps);

const stayOpen = () => {};

/**
 * Mantine Modal (role dialog, focus trap, Escape) with a labelled close icon and a loading overlay
 * over its body. A blocking frame (`dismissible={false}`) is still a modal dialog with the focus
 * trapped inside; it only has no way out but its own buttons.
 */
export function DialogFrame({
  opened,
  onClose,
  dismissible = true,
  title,
  loading = false,
  size,
  returnFocusRef,
  children,
}: DialogFrameProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose ?? stayOpen}
      withCloseButton={dismissible}
      closeOnEscape={dismissible}
      closeOnClickOutside={dismissible}
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
