import { Container, Title } from '@mantine/core';

// Placeholder until the page is built (see the open issues).
export function HomePage() {
  return (
    <Container py="xl">
      <Title order={1}>HomePage</Title>
    </Container>
  );
}
