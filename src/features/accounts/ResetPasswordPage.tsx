import { Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useApi } from '../../api/api-context';
import { resetPassword } from '../../api/operations/resetPassword';
import { PasswordField } from '../../components/PasswordField';
import { useNewPasswordForm } from '../../components/use-new-password-form';
import { BrandLogo } from './components/BrandLogo';
import { lazyDialog } from '../../components/lazy-dialog';
import { LinkProblemCard } from './components/LinkProblemCard';
import { ResultCard } from './components/ResultCard';
import { INCOMPLETE_LINK, isCompleteResetLink, linkFailureMessage, parseResetPath } from './links';

const ForgotPasswordDialog = lazyDialog(() => import('./components/ForgotPasswordDialog').then((m) => m.ForgotPasswordDialog));

/**
 * Spec §2: New Password + Confirm Password from an emailed link; then 'Your password has been
 * updated.' A cut-off link is told apart before anything is sent; the logo, 'Back to Login' and
 * 'Ask for a new link' are the ways out (the page has no header).
 */
export function ResetPasswordPage() {
  const api = useApi();
  const [location] = useLocation();
  const link = parseResetPath(location);
  const [isAsking, setAsking] = useState(false);
  const reset = useMutation({ mutationFn: (new_pass: string) => resetPassword(api, { ...link, new_pass }) });
  const form = useNewPasswordForm();

  if (!isCompleteResetLink(link)) return <LinkProblemCard message={INCOMPLETE_LINK} pageTitle="Reset Password" />;
  if (reset.isSuccess) {
    return (
      <ResultCard actionLabel="Back Home" href="/" pageTitle="Reset Password">
        <Text fz="lg" role="status">
          Your password has been updated.
        </Text>
      </ResultCard>
    );
  }
  return (
    <Center mih="70vh" px="md" py="xl">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={440} w="100%">
        <form noValidate onSubmit={form.onSubmit(({ newPassword }) => reset.mutate(newPassword))}>
          <Stack>
            <Anchor component={Link} href="/" aria-label="The Source home" style={{ alignSelf: 'flex-start' }}>
              <BrandLogo />
            </Anchor>
            <Title order={1} fz="h2">
              Reset Password
            </Title>
            <PasswordField label="New Password" {...form.getInputProps('newPassword')} />
            <PasswordField label="Confirm Password" {...form.getInputProps('confirmPassword')} />
            <Button type="submit" size="md" disabled={!form.isValid()} loading={reset.isPending}>
              Submit
            </Button>
            {reset.isError && (
              <Text c="red" size="sm" role="alert">
                {linkFailureMessage(reset.error.message, 'Could not update password data.')}
              </Text>
            )}
            <Group justify="space-between">
              <Anchor component={Link} href="/login" size="sm">
                Back to Login
              </Anchor>
              <Anchor component="button" type="button" size="sm" onClick={() => setAsking(true)}>
                Ask for a new link
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
      <ForgotPasswordDialog opened={isAsking} onClose={() => setAsking(false)} />
    </Center>
  );
}
