import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';

interface ContentSectionProps {
  title: string;
  /** `h1` for a page of one list, `h2` for a list among several. */
  order: 1 | 2;
  intro: ReactNode;
  addLabel: string;
  onAdd: () => void;
  error?: string | null;
  children: ReactNode;
}

/** One list of the console's content pages: its heading, what it is for, the Add button and the list. */
export function ContentSection({ title, order, intro, addLabel, onAdd, error, children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={order} id={headingId}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        </div>
        <Button onClick={onAdd}>{addLabel}</Button>
      </Group>
      <ErrorAlert>{error}</ErrorAlert>
      {children}
    </Stack>
  );
}
