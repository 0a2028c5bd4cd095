import { Button, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from './BrandLogo';
import { lazyDialog } from '../../../components/lazy-dialog';

const ForgotPasswordDialog = lazyDialog(() => import('./ForgotPasswordDialog').then((m) => m.ForgotPasswordDialog));

export interface LinkProblemCardProps {
  /** What went wrong with the emailed link, and what to do. */
  message: string;
  /** The page's name ('Reset Password'): its level-one heading, for screen readers only. */
  pageTitle: string;
}

/**
 * An emailed activation or reset link that cannot be used (cut off, expired, used): what happened,
 * a way to ask for a new link ("Forgot password?" mails a reset link, or a fresh activation link to
 * an account not yet activated: docs/accounts.md) and the way home.
 */
export function LinkProblemCard({ message, pageTitle }: LinkProblemCardProps) {
  const [isAsking, setAsking] = useState(false);
  return (
    <Center mih="70vh" px="md" py="xl">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={520} w="100%">
        <Stack align="center" ta="center" gap="md">
          <BrandLogo />
          <h1 className="visually-hidden">{pageTitle}</h1>
          <Text role="alert" fz="lg">
            {message}
          </Text>
          <Group justify="center">
            <Button size="md" onClick={() => setAsking(true)}>
              Ask for a new link
            </Button>
            <Button component={Link} href="/" size="md" variant="default">
              Back Home
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ForgotPasswordDialog opened={isAsking} onClose={() => setAsking(false)} />
    </Center>
  );
}
