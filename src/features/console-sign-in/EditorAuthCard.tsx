import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRuntimeConfig } from '../../api/api-context';

/** The centred card of the console's sign-in and set-password pages: product, heading, form. */
export function EditorAuthCard({ title, children }: { /** The page's h1. */ title: string; children: ReactNode }) {
  const { productName } = useRuntimeConfig();
  return (
    <Center component="main" id="main" tabIndex={-1} mih="100vh" px="md" py="xl" bg="gray.0">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={440} w="100%">
        <Stack gap="xs" mb="lg">
          <Text fw={700} c="lumira.8">
            {productName} · Editor console
          </Text>
          <Title order={1} fz="h2">
            {title}
          </Title>
        </Stack>
        {children}
      </Paper>
    </Center>
  );
}
