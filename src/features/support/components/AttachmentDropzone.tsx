import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useState } from 'react';
import { ATTACHMENT_TYPES, fileRule, MAX_UPLOAD_BYTES, MESSAGES } from '../../../lib/validators';

export interface AttachmentDropzoneProps {
  /** The attached file, or null. */
  file: File | null;
  /** Called with the accepted file, or null when removed. */
  onChange: (file: File | null) => void;
  /** The message under the drop area, or null. */
  error: string | null;
  /** Called with the spec §5 message when a file is refused, null when one is accepted. */
  onError: (message: string | null) => void;
  /** No dropping or browsing. Default false. */
  disabled?: boolean;
}

const checkAttachment = fileRule(ATTACHMENT_TYPES);

/**
 * Spec §5: an optional single attachment, JPEG, PNG, PDF, DOC or XLS, at most 1,000,000 bytes.
 * When a file is refused, the spec's message is followed by which file was refused and which one
 * (if any) is still attached and will be sent.
 */
export function AttachmentDropzone({ file, onChange, error, onError, disabled = false }: AttachmentDropzoneProps) {
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const accept = (files: File[]) => {
    const [first] = files;
    const message = files.length !== 1 ? MESSAGES.fileTooLarge : checkAttachment(first);
    onError(message);
    setRefusedName(message ? (first?.name ?? null) : null);
    if (!message && first) onChange(first);
  };
  const reject = (rejections: FileRejection[]) => {
    onError(MESSAGES.fileTooLarge);
    setRefusedName(rejections[0]?.file.name ?? null);
  };
  const remove = () => {
    setRefusedName(null);
    onChange(null);
  };

  return (
    <Stack gap={6}>
      <Text component="span" size="sm" fw={500}>
        Attachment (optional)
      </Text>
      <Dropzone
        onDrop={accept}
        onReject={reject}
        accept={[...ATTACHMENT_TYPES]}
        maxSize={MAX_UPLOAD_BYTES}
        maxFiles={1}
        multiple={false}
        disabled={disabled}
        useFsAccessApi={false}
        inputProps={{ 'aria-label': 'Attachment (optional)' }}
        radius="md"
        p="md"
      >
        <Stack gap={2} align="center" style={{ pointerEvents: 'none' }}>
          <Text size="sm" fw={500}>
            Drag a file here or click to browse
          </Text>
          <Text size="xs" c="dimmed">
            One JPEG, PNG, PDF, DOC or XLS file, up to 1 MB
          </Text>
        </Stack>
      </Dropzone>
      {error && (
        <div role="alert">
          <Text size="sm" c="red.8">
            {error}
          </Text>
          {refusedName && (
            <Text size="sm" c="red.8">
              “{refusedName}” was not attached.
              {file ? ` “${file.name}” is still attached and will be sent.` : ' No file will be sent.'}
            </Text>
          )}
        </div>
      )}
      {file && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" truncate="end">
            Attached: {file.name}
          </Text>
          <CloseButton size="sm" aria-label={`Remove ${file.name}`} onClick={remove} disabled={disabled} />
        </Group>
      )}
    </Stack>
  );
}
