import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useEditorApi } from '../../api/editor-api-context';
import { loginEditor } from '../../api/operations/loginEditor';
import { InvisibleCaptcha, useCaptchaCheck } from '../../components/InvisibleCaptcha';
import { EmailField } from '../../components/EmailField';
import { PasswordField } from '../../components/PasswordField';
import { useSignInForm } from '../../components/use-sign-in-form';
import { EditorAuthCard } from './EditorAuthCard';
import { useEditorSession, useEditorSessionStore } from '../../session/editor-session-context';
import { ErrorAlert } from '../../components/ErrorAlert';

/**
 * /editor/login: an editor's email and password, the invisible captcha when configured; the
 * server's message under the form on failure (a member's account is told to sign in at /login).
 */
export function EditorLoginPage() {
  const api = useEditorApi();
  const store = useEditorSessionStore();
  const { notice } = useEditorSession();
  const [, navigate] = useLocation();
  const { captchaRef, withCaptcha, isChecking, error: captchaError } = useCaptchaCheck();
  const login = useMutation({
    mutationFn: (body: Parameters<typeof loginEditor>[1]) => loginEditor(api, body),
    onSuccess: (session) => {
      store.signIn(session);
      navigate('/editor', { replace: true });
    },
  });
  const form = useSignInForm();

  const submit = async ({ email, password }: typeof form.values) => {
    store.clearNotice();
    const body = await withCaptcha({ email, password });
    if (body) login.mutate(body);
  };
  const error = captchaError ?? (login.isError ? login.error.message : null);

  return (
    <EditorAuthCard title="Sign in">
      {notice && (
        <Alert color="lumira" variant="light" mb="md" role="status">
          {notice}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack>
          <EmailField autoComplete="username" {...form.getInputProps('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <InvisibleCaptcha ref={captchaRef} />
          <Button type="submit" size="md" disabled={!form.isValid()} loading={login.isPending || isChecking}>
            Sign in
          </Button>
          <ErrorAlert>{error}</ErrorAlert>
          <Text size="sm" c="dimmed">
            No password yet, or forgot it? Ask whoever runs the portal for a new link (npm run portal -- editor link).
          </Text>
        </Stack>
      </form>
    </EditorAuthCard>
  );
}
