import { Box, Button, Group, Input, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useId, useRef, useState } from 'react';
import { messageOf } from '../../../components/console/message-of';
import { useReportUpload } from './upload-tracker';

const PICTURES = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };
const VIDEOS = { 'video/mp4': ['.mp4'] };

export interface MediaFieldProps {
  label: string;
  description?: string;
  /** The media path (`/files/media/<key>` or `/files/demo/<path>`), '' when none yet. */
  value: string;
  error?: string | null;
  /** Banners also take an MP4 video. */
  allowVideo?: boolean;
  /** Not marked as required (e.g. adding one more to a gallery). */
  optional?: boolean;
  /** Uploads the file (as a data URL) and answers its path. */
  upload: (dataUrl: string) => Promise<string>;
  onChange: (path: string) => void;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

/**
 * A picture (or video) of the content: a preview of the current one and a drop zone that
 * uploads a new one at once (the server checks it by content and answers its path). The label
 * names the zone and its button; the server's refusal shows under the field.
 */
export function MediaField({
  label,
  description,
  value,
  error,
  allowVideo = false,
  optional = false,
  upload,
  onChange,
}: MediaFieldProps) {
  const id = useId();
  const openRef = useRef<() => void>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  useReportUpload(uploading);
  const isVideo = value.endsWith('.mp4');

  const send = async (file: File) => {
    setUploading(true);
    setUploadError(null);
    try {
      onChange(await upload(await readAsDataUrl(file)));
    } catch (failure) {
      setUploadError(messageOf(failure));
    } finally {
      setUploading(false);
    }
  };

  const shownError = uploadError ?? error ?? null;
  return (
    <Input.Wrapper label={label} description={description} error={shownError} id={id} required={!optional}>
      <Group align="flex-start" gap="sm" mt={4} wrap="nowrap">
        <Box
          w={160}
          h={64}
          style={{ flex: '0 0 auto', borderRadius: 4, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}
        >
          {value &&
            (isVideo ? (
              <video
                src={value}
                muted
                loop
                playsInline
                aria-label={`${label}: current video`}
                width={160}
                height={64}
                style={{ objectFit: 'cover' }}
              />
            ) : (
              <img src={value} alt={`${label}: current picture`} width={160} height={64} style={{ objectFit: 'cover' }} />
            ))}
        </Box>
        <Dropzone
          onDrop={(files) => void (files[0] && send(files[0]))}
          onReject={() =>
            setUploadError(
              allowVideo ? 'Please upload a PNG or JPG picture or an MP4 video.' : 'Please upload a PNG or JPG picture.',
            )
          }
          accept={allowVideo ? { ...PICTURES, ...VIDEOS } : PICTURES}
          multiple={false}
          loading={uploading}
          openRef={openRef}
          activateOnClick={false}
          style={{ flex: 1 }}
          inputProps={{ 'aria-label': `${label}: choose a file`, 'aria-describedby': shownError ? `${id}-error` : undefined }}
        >
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              Drop a{' '}
              {allowVideo
                ? 'PNG or JPG picture (at most 2 MB) or an MP4 video (at most 3 MB)'
                : 'PNG or JPG picture (at most 2 MB)'}{' '}
              here, or
            </Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => openRef.current?.()}
              aria-label={`Choose a file for ${label}`}
            >
              Choose a file
            </Button>
          </Group>
        </Dropzone>
      </Group>
    </Input.Wrapper>
  );
}
