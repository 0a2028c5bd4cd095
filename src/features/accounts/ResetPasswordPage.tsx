import { Container, Title } from '@mantine/core';

// Placeholder until the page is built (see the open issues).
export function ResetPasswordPage() {
  return (
    <Container py="xl">
      <Title order={1}>ResetPasswordPage</Title>
    </Container>
  );
}
