import { Card, TextInput, Title } from '@mantine/core';

/** Spec §2/§6: Contact Info with the email, which can never be edited here. */
export function ContactInfoCard({ mail }: { /** The member's email (read-only). */ mail: string }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="contact-info-title">
      <Title order={2} size="h4" id="contact-info-title" mb="sm">
        Contact Info
      </Title>
      <TextInput label="Email" value={mail} readOnly description="Your email cannot be changed here." autoComplete="email" />
    </Card>
  );
}
