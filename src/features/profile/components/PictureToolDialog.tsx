import { Modal } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { LoadingOverlayScreen } from '../../../components/LoadingOverlayScreen';

export interface PictureToolDialogProps {
  /** Whether the dialog is shown; its body is mounted only while it is. */
  opened: boolean;
  /** Close icon, Escape or a click outside. */
  onClose: () => void;
  /** Dialog heading (its accessible name). */
  title: string;
  /** Accessible name of the spinner shown while the lazily loaded tool arrives. */
  loadingLabel: string;
  /** The tool, typically a React.lazy component. */
  children: ReactNode;
}

/** A wide modal around one lazily loaded picture tool (cropper, webcam) of the picture editor. */
export function PictureToolDialog({ opened, onClose, title, loadingLabel, children }: PictureToolDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      {opened && <Suspense fallback={<LoadingOverlayScreen label={loadingLabel} />}>{children}</Suspense>}
    </Modal>
  );
}
