import { Container, Title } from '@mantine/core';

// Placeholder until the page is built (see the open issues).
export function AppDetailPage() {
  return (
    <Container py="xl">
      <Title order={1}>AppDetailPage</Title>
    </Container>
  );
}
