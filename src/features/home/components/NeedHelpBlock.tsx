import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useContactUs } from '../../../components/contact-us/use-contact-us';

/** The 'Need help?' block: opens the same Contact Us dialog as the footer. */
export function NeedHelpBlock() {
  const { onContactUs } = useContactUs();
  return (
    <Paper component="section" aria-labelledby="need-help-title" radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="lumira.0">
      <Stack align="center" ta="center" gap="sm">
        <Title order={2} id="need-help-title" fz={{ base: 22, sm: 28 }} c="lumira.9">
          Need help?
        </Title>
        <Text maw={560}>Questions about a resource, your account or our products? Our team is happy to help.</Text>
        <Button size="md" onClick={onContactUs}>
          Contact Us
        </Button>
      </Stack>
    </Paper>
  );
}
