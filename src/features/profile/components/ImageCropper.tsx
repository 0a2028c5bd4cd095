import { Alert, Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { CROP_SIZE, OUTPUT_MIN, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, cropToDataUrl } from '../picture-file';

/** Under half the saved size, the enlargement shows: the cropper says so (issue 44). */
const NOTICEABLY_ENLARGED_BELOW = OUTPUT_MIN / 2;

export interface ImageCropperProps {
  /** Data URL of the uploaded or captured image. */
  src: string;
  /** Receives the cropped JPEG or PNG data URL (at most 1,000,000 bytes). */
  onCrop: (dataUrl: string) => void;
  onCancel: () => void;
}

const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(zoom / ZOOM_STEP) * ZOOM_STEP));

/** Spec §2/§9: a 250×250 crop area, zoom 1 to 5 in steps of 1, Crop Image and Cancel. Loaded lazily. */
export function ImageCropper({ src, onCrop, onCancel }: ImageCropperProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isCropping, setCropping] = useState(false);
  const zoomLabelId = useId();

  const cropImage = async () => {
    if (!area) return;
    setCropping(true);
    setError(null);
    try {
      onCrop(await cropToDataUrl(src, area));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Could not crop the image.');
      setCropping(false);
    }
  };

  return (
    <Stack gap="md">
      <Box
        pos="relative"
        h={CROP_SIZE + 70}
        bg="dark.7"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        data-testid="crop-area"
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={ZOOM_MIN}
          maxZoom={ZOOM_MAX}
          aspect={1}
          cropSize={{ width: CROP_SIZE, height: CROP_SIZE }}
          // Wheel and pinch zoom in fractions; the spec's steps are whole numbers.
          onZoomChange={(value) => setZoom(clampZoom(value))}
          onCropChange={setCrop}
          onCropComplete={(_, pixels) => setArea(pixels)}
          mediaProps={{ alt: 'Picture to crop' }}
        />
      </Box>
      <div>
        <Text id={zoomLabelId} size="sm" fw={500} mb={4}>
          Zoom
        </Text>
        <Slider
          thumbLabel="Zoom"
          thumbProps={{ 'aria-labelledby': zoomLabelId }}
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={ZOOM_STEP}
          value={zoom}
          onChange={setZoom}
          marks={[1, 2, 3, 4, 5].map((value) => ({ value, label: `${value}x` }))}
          label={(value) => `${value}x`}
          mb="lg"
        />
      </div>
      {area && Math.round(area.width) < NOTICEABLY_ENLARGED_BELOW && (
        <Text size="sm" c="dimmed" aria-live="polite">
          This part of the picture is {Math.round(area.width)} × {Math.round(area.height)} pixels: it will be enlarged and may
          look blurred. Zoom out, or choose a larger picture, for a sharper result.
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={cropImage} loading={isCropping} disabled={!area}>
          Crop Image
        </Button>
      </Group>
    </Stack>
  );
}
