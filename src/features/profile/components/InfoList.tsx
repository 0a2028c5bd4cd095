import { SimpleGrid, Text } from '@mantine/core';

export interface InfoItem {
  label: string;
  value: string | undefined;
}

/** Read-only label/value pairs as a description list. */
export function InfoList({ items }: { /** The pairs shown, in order. */ items: InfoItem[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map(({ label, value }) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={500}>
            {value || '—'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
