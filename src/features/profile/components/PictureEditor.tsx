import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useRef, useState } from 'react';
import { MAX_PICTURE_BYTES, PICTURE_ERROR, PICTURE_MIME_TYPES, readFileAsDataUrl } from '../picture-file';
import { CropDialog } from './CropDialog';
import { WebcamDialog } from './WebcamDialog';

export interface PictureEditorProps {
  /** Receives the cropped picture as a JPEG or PNG data URL. */
  onPictureChange: (dataUrl: string) => void;
}

/**
 * Spec §2 picture editing: drag-and-drop or browse (JPEG/PNG, one file, at most 1,000,000 bytes),
 * or the webcam; either way the image goes through the crop dialog before it becomes the picture.
 */
export function PictureEditor({ onPictureChange }: PictureEditorProps) {
  const openFileDialog = useRef<() => void>(null);
  const [error, setError] = useState<string | null>(null);
  const [cropSource, setCropSource] = useState<string | null>(null);
  const [isWebcamOpen, setWebcamOpen] = useState(false);

  const onDrop = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setError(null);
    try {
      setCropSource(await readFileAsDataUrl(file));
    } catch {
      setError(PICTURE_ERROR);
    }
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={onDrop}
        onReject={() => setError(PICTURE_ERROR)}
        accept={[...PICTURE_MIME_TYPES]}
        maxSize={MAX_PICTURE_BYTES}
        maxFiles={1}
        multiple={false}
        openRef={openFileDialog}
        inputProps={{ 'aria-label': 'Upload a profile picture' }}
        p="md"
      >
        <Text size="sm" ta="center">
          Drag a picture here or click to browse
        </Text>
        <Text size="xs" c="dimmed" ta="center">
          JPEG or PNG, up to 1 MB
        </Text>
      </Dropzone>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs" grow>
        <Button variant="default" size="xs" onClick={() => openFileDialog.current?.()}>
          Browse
        </Button>
        <Button variant="default" size="xs" onClick={() => setWebcamOpen(true)}>
          Use webcam
        </Button>
      </Group>
      <WebcamDialog
        opened={isWebcamOpen}
        onClose={() => setWebcamOpen(false)}
        onCapture={(dataUrl) => {
          setWebcamOpen(false);
          setError(null);
          setCropSource(dataUrl);
        }}
      />
      <CropDialog
        src={cropSource}
        onCancel={() => setCropSource(null)}
        onCrop={(dataUrl) => {
          setCropSource(null);
          onPictureChange(dataUrl);
        }}
      />
    </Stack>
  );
}
