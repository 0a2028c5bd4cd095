import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface SettingsSectionProps {
  /** Section heading, also the region's accessible name. */
  title: string;
  children: ReactNode;
}

/** One card of the Settings page, a labelled region. */
export function SettingsSection({ title, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} id={headingId} fz="lg" mb="sm">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
