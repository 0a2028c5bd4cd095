import { lazy } from 'react';
import { PictureToolDialog } from './PictureToolDialog';

// react-webcam is fetched only when the member asks for the camera.
const WebcamCapture = lazy(async () => ({ default: (await import('./WebcamCapture')).WebcamCapture }));

export interface WebcamDialogProps {
  /** Whether the dialog (and the camera) is on. */
  opened: boolean;
  /** Receives the captured image/webp data URL. */
  onCapture: (dataUrl: string) => void;
  onClose: () => void;
}

/** Spec §2: optional webcam capture with a Capture Image button. */
export function WebcamDialog({ opened, onCapture, onClose }: WebcamDialogProps) {
  return (
    <PictureToolDialog opened={opened} onClose={onClose} title="Take a picture" loadingLabel="Loading the camera">
      <WebcamCapture onCapture={onCapture} onCancel={onClose} />
    </PictureToolDialog>
  );
}
