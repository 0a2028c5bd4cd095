import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConsolePageHeadingProps {
  /** The heading's id, for the page's table or form to be labelled by. */
  id: string;
  title: ReactNode;
  /** What the page is for, in a sentence or two under the title. */
  children: ReactNode;
}

/** A console page's title (the page's one h1) and what the page is for. */
export function ConsolePageHeading({ id, title, children }: ConsolePageHeadingProps) {
  return (
    <div>
      <Title order={1} id={id}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {children}
      </Text>
    </div>
  );
}
