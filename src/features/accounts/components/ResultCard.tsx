import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from './BrandLogo';

export interface ResultCardProps {
  /** Heading of the card, if any. */
  title?: string;
  /**
   * Without a `title`: the page's name ('Account activation') as its level-one heading, for screen
   * readers only (axe: page-has-heading-one), so the card looks as before.
   */
  pageTitle?: string;
  /** Body text or content. */
  children: ReactNode;
  /** Button label. */
  actionLabel: string;
  /** Where the button goes. */
  href: string;
}

/** A centred card with a message and one button (confirmation, activation and reset results). */
export function ResultCard({ title, pageTitle, children, actionLabel, href }: ResultCardProps) {
  return (
    <Center mih="70vh" px="md" py="xl">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" ta="center" gap="md">
          <BrandLogo />
          {title && <Title order={1}>{title}</Title>}
          {!title && pageTitle && <h1 className="visually-hidden">{pageTitle}</h1>}
          {typeof children === 'string' ? <Text>{children}</Text> : children}
          <Button component={Link} href={href} size="md">
            {actionLabel}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
