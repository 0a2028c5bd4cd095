import { lazy } from 'react';
import { PictureToolDialog } from './PictureToolDialog';

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
    <PictureToolDialog opened={src !== null} onClose={onCancel} title="Crop Image" loadingLabel="Loading the cropper">
      {src && <ImageCropper src={src} onCrop={onCrop} onCancel={onCancel} />}
    </PictureToolDialog>
  );
}
