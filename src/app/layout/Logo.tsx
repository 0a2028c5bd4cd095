import { Group, Text } from '@mantine/core';

/** The portal's mark and name; decorative inside the home link, which carries the accessible name. */
export function Logo() {
  return (
    <Group gap={8} wrap="nowrap" aria-hidden>
      <svg width="34" height="34" viewBox="0 0 64 64" focusable="false">
        <circle cx="32" cy="32" r="30" fill="#0b5d7a" />
        <circle cx="32" cy="32" r="19" fill="none" stroke="#7fd3e6" strokeWidth="5" />
        <circle cx="32" cy="32" r="7" fill="#fff" />
      </svg>
      <Text component="span" fw={800} fz={20} c="lumira.9" style={{ letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}>
        the Source
      </Text>
    </Group>
  );
}
