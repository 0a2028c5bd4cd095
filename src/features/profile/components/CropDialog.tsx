import { Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LoadingOverlayScreen } from '../../../components/LoadingOverlayScreen';

// The cropper (and react-easy-crop) is fetched only when a picture is being cropped.
const ImageCropper = lazy(async () => ({ default: (await import('./ImageCropper')).ImageCropper }));

export interface CropDialogProps {
  /** Image to crop; the dialog is open while it is set. */
  src: string | null;
  /** Receives the cropped data URL. */
  onCrop: (dataUrl: string) => void;
  /** Closes without changing the picture (spec §4: Cancel restores the original). */
  onCancel: () => void;
}

/** Spec §2: the crop dialog of the picture editor. */
export function CropDialog({ src, onCrop, onCancel }: CropDialogProps) {
  return (
    <Modal
      opened={src !== null}
      onClose={onCancel}
      title="Crop Image"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {src && (
        <Suspense fallback={<LoadingOverlayScreen label="Loading the cropper" />}>
          <ImageCropper src={src} onCrop={onCrop} onCancel={onCancel} />
        </Suspense>
      )}
    </Modal>
  );
}
