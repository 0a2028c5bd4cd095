import { ActionIcon, Box, Group, Input, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { ChevronDownIcon, ChevronUpIcon } from '../../../components/icons';
import { moved } from '../content-rules';
import { MediaField } from './MediaField';
import { MediaThumb } from './MediaThumb';

interface GalleryFieldProps {
  label: string;
  /** The media paths, in the order the resource page shows them. */
  value: string[];
  max: number;
  error?: string | null;
  upload: (dataUrl: string) => Promise<string>;
  onChange: (paths: string[]) => void;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * A resource's gallery: its pictures and videos in order, each moved up or down or removed with
 * plain buttons, and a drop zone that uploads one more at the end.
 */
export function GalleryField({ label, value, max, error, upload, onChange }: GalleryFieldProps) {
  const id = useId();
  return (
    <Input.Wrapper
      label={label}
      error={error}
      id={id}
      labelProps={{ id: `${id}-label` }}
      description={`Up to ${max} PNG or JPG pictures or MP4 videos, in order.`}
    >
      <Stack gap={6} mt={4} component="ol" p={0} m={0} aria-labelledby={`${id}-label`} style={{ listStyle: 'none' }}>
        {value.map((path, index) => {
          const name = `item ${index + 1} (${fileName(path)})`;
          return (
            <Group key={path} component="li" gap="sm" wrap="nowrap">
              <MediaThumb path={path} />
              <Text size="sm" style={{ flex: 1 }} truncate="end">
                {index + 1}. {fileName(path)}
              </Text>
              <ActionIcon
                variant="default"
                aria-label={`Move gallery ${name} up`}
                disabled={index === 0}
                onClick={() => onChange(moved(value, index, index - 1))}
              >
                <ChevronUpIcon width={16} height={16} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={`Move gallery ${name} down`}
                disabled={index === value.length - 1}
                onClick={() => onChange(moved(value, index, index + 1))}
              >
                <ChevronDownIcon width={16} height={16} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                color="red"
                aria-label={`Remove gallery ${name}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                ×
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
      {value.length < max ? (
        <Box mt="xs">
          <MediaField
            label="Add to the gallery"
            value=""
            allowVideo
            optional
            upload={upload}
            onChange={(path) => onChange([...value, path])}
          />
        </Box>
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          The gallery is full: remove an item to add another.
        </Text>
      )}
    </Input.Wrapper>
  );
}
