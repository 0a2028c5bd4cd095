import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import Webcam from 'react-webcam';

export interface WebcamCaptureProps {
  /** Receives the screenshot as an image/webp data URL (quality 0.92, spec §9). */
  onCapture: (dataUrl: string) => void;
  onCancel: () => void;
}

const NO_CAMERA =
  'No camera is available, or access to it was denied. Allow camera access in your browser, or upload a picture instead.';
const hasMediaDevices = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/** Live camera preview and a Capture Image button. Loaded lazily with react-webcam. */
export function WebcamCapture({ onCapture, onCancel }: WebcamCaptureProps) {
  const webcam = useRef<Webcam>(null);
  const [status, setStatus] = useState<'starting' | 'ready' | 'failed'>(() => (hasMediaDevices() ? 'starting' : 'failed'));
  const [isRetryHint, setRetryHint] = useState(false);

  const capture = () => {
    // null while the video has no frame yet: a camera that is still warming up, not a failure.
    const shot = webcam.current?.getScreenshot();
    if (shot) onCapture(shot);
    else setRetryHint(true);
  };

  return (
    <Stack gap="md">
      {status === 'failed' ? (
        <Alert color="red" role="alert" variant="light" title="Camera unavailable">
          {NO_CAMERA}
        </Alert>
      ) : (
        <Box pos="relative" bg="dark.7" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          <Webcam
            ref={webcam}
            audio={false}
            screenshotFormat="image/webp"
            screenshotQuality={0.92}
            // The preview is mirrored like a mirror (CSS only); react-webcam's `mirrored` would also
            // flip the saved picture, which must be the right way round.
            mirrored={false}
            videoConstraints={{ facingMode: 'user', width: 640, height: 480 }}
            // Capture needs a frame: `playing`, not just the stream (onUserMedia), enables it.
            onPlaying={() => setStatus('ready')}
            onUserMediaError={() => setStatus('failed')}
            style={{ display: 'block', width: '100%', transform: 'scaleX(-1)' }}
            aria-label="Camera preview"
          />
          {status === 'starting' && (
            <Text pos="absolute" top="45%" w="100%" ta="center" c="white" role="status">
              Waiting for the camera…
            </Text>
          )}
        </Box>
      )}
      {isRetryHint && status === 'ready' && (
        <Text size="sm" role="status">
          The camera is not ready yet. Please try again.
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={capture} disabled={status !== 'ready'}>
          Capture Image
        </Button>
      </Group>
    </Stack>
  );
}
