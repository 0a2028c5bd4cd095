import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SettingRowProps {
  /** What the setting is. */
  label: string;
  /** A line under the label; none by default. */
  description?: string;
  /** The control (button, switch, select) on the right. */
  children: ReactNode;
}

/** A label and description on the left, the control on the right; stacked on narrow screens. */
export function SettingRow({ label, description, children }: SettingRowProps) {
  return (
    <Group justify="space-between" align="center" gap="md" wrap="wrap">
      <Stack gap={2} style={{ flex: '1 1 16rem' }}>
        <Text fw={600}>{label}</Text>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Group>
  );
}
