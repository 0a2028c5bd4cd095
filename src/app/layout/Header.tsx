import { Group, Text } from '@mantine/core';

// Placeholder until the header is built.
export function Header() {
  return (
    <Group h="100%" px="md">
      <Text fw={700}>The Source</Text>
    </Group>
  );
}
