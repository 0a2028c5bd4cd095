import { Container, Title } from '@mantine/core';

// Placeholder until the page is built (see the open issues).
export function NotFoundPage() {
  return (
    <Container py="xl">
      <Title order={1}>NotFoundPage</Title>
    </Container>
  );
}
