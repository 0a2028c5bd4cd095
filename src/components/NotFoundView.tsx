import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';

export interface NotFoundViewProps {
  /** What was not found, e.g. 'Page not found!' or 'No Results Found...!'. */
  message: string;
  /** A line under the message; none by default. */
  hint?: string;
}

/** The empty state shared by the unknown-path page and empty result pages, with a way home. */
export function NotFoundView({ message, hint }: NotFoundViewProps) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {message}
        </Title>
        {hint && <Text c="gray.7">{hint}</Text>}
        <Button component={Link} href="/" size="md">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
