import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useEditorApi } from '../../api/editor-api-context';
import { setEditorPassword } from '../../api/operations/setEditorPassword';
import { PasswordField } from '../../components/PasswordField';
import { useNewPasswordForm } from '../../components/use-new-password-form';
import { EditorAuthCard } from './EditorAuthCard';

/**
 * /editor/set-password/<uid>/<token>: the link of the editor's invitation (or a new one) mail.
 * New password and its confirmation; then the way to sign in. The link is checked by the server
 * only (single use, 24 hours), so a spent or expired link shows its message here.
 */
export function SetPasswordPage({ uid, token }: { /** From the link. */ uid: string; /** From the link. */ token: string }) {
  const api = useEditorApi();
  const save = useMutation({ mutationFn: (password: string) => setEditorPassword(api, { uid, token, password }) });
  const form = useNewPasswordForm();

  if (save.isSuccess) {
    return (
      <EditorAuthCard title="Password set">
        <Stack>
          <Text role="status">{save.data}</Text>
          <Button component={Link} href="/editor/login" size="md">
            Go to sign-in
          </Button>
        </Stack>
      </EditorAuthCard>
    );
  }
  return (
    <EditorAuthCard title="Set your password">
      <form noValidate onSubmit={form.onSubmit(({ newPassword }) => save.mutate(newPassword))}>
        <Stack>
          <Text size="sm">Choose the password you will sign in to the editor console with: 6 to 20 characters, no spaces.</Text>
          <PasswordField label="New password" {...form.getInputProps('newPassword')} />
          <PasswordField label="Confirm password" {...form.getInputProps('confirmPassword')} />
          <Button type="submit" size="md" disabled={!form.isValid()} loading={save.isPending}>
            Set password
          </Button>
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {save.error.message}
            </Alert>
          )}
          <Anchor component={Link} href="/editor/login" size="sm">
            Already set? Sign in
          </Anchor>
        </Stack>
      </form>
    </EditorAuthCard>
  );
}
