import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
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

/** Spec §5: an optional single attachment, JPEG, PNG, PDF, DOC or XLS, at most 1,000,000 bytes. */
export function AttachmentDropzone({ file, onChange, error, onError, disabled = false }: AttachmentDropzoneProps) {
  const accept = (files: File[]) => {
    const [first] = files;
    const message = files.length !== 1 ? MESSAGES.fileTooLarge : checkAttachment(first);
    onError(message);
    if (!message && first) onChange(first);
  };

  return (
    <Stack gap={6}>
      <Text component="span" size="sm" fw={500}>
        Attachment (optional)
      </Text>
      <Dropzone
        onDrop={accept}
        onReject={() => onError(MESSAGES.fileTooLarge)}
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
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {file && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" truncate="end">
            Attached: {file.name}
          </Text>
          <CloseButton size="sm" aria-label={`Remove ${file.name}`} onClick={() => onChange(null)} disabled={disabled} />
        </Group>
      )}
    </Stack>
  );
}
