import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useApi } from '../../api/api-context';
import { confirmPasswordRule, newPasswordRule } from '../../lib/validators';
import { resetPassword } from './api/resetPassword';
import { BrandLogo } from './components/BrandLogo';
import { PasswordField } from './components/PasswordField';
import { ResultCard } from './components/ResultCard';
import { parseResetPath } from './links';

/** Spec §2: New Password + Confirm Password from an emailed link; then 'Your password has been updated.' */
export function ResetPasswordPage() {
  const api = useApi();
  const [location] = useLocation();
  const { name, temp_pass } = parseResetPath(location);
  const reset = useMutation({ mutationFn: (new_pass: string) => resetPassword(api, { name, temp_pass, new_pass }) });
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: { newPassword: newPasswordRule, confirmPassword: confirmPasswordRule() },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  if (reset.isSuccess) {
    return (
      <ResultCard actionLabel="Back Home" href="/">
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
            <BrandLogo />
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
                {reset.error.message || 'Could not update password data.'}
              </Text>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
