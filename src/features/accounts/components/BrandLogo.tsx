import { Group, Text } from '@mantine/core';

/** The Source word mark with its lens glyph. */
export function BrandLogo() {
  return (
    <Group gap={8} wrap="nowrap" aria-label="The Source" role="img">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="14" fill="none" stroke="var(--mantine-color-lumira-8)" strokeWidth="3" />
        <circle cx="16" cy="16" r="6" fill="var(--mantine-color-lumira-5)" />
      </svg>
      <Text fw={800} fz="lg" c="lumira.9" aria-hidden="true">
        the Source
      </Text>
    </Group>
  );
}
