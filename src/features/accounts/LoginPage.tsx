import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { InvisibleCaptcha, useCaptchaCheck } from '../../components/InvisibleCaptcha';
import { EmailField } from '../../components/EmailField';
import { PasswordField } from '../../components/PasswordField';
import { useSignInForm } from '../../components/use-sign-in-form';
import { useGoBack } from '../../lib/app-history';
import { safeNextPath } from '../../lib/return-path';
import { useSessionView } from '../../session/session-context';
import { AuthScreen } from './components/AuthScreen';
import { BrandLogo } from './components/BrandLogo';
import { lazyDialog } from '../../components/lazy-dialog';

const ForgotPasswordDialog = lazyDialog(() => import('./components/ForgotPasswordDialog').then((m) => m.ForgotPasswordDialog));

/** Spec §2 Login: email, password, forgot password, invisible captcha, register link, close, video. */
export function LoginPage() {
  const { isSigningIn, loginError, login: signIn } = useSessionView();
  // The close control goes back only to a page of the portal, else Home (never off the site).
  const goBack = useGoBack();
  const { captchaRef, withCaptcha, isChecking: isCheckingCaptcha, error: captchaError } = useCaptchaCheck();
  // A guest sent here from a members' page (`?next=`) is told why; the route guard returns them there.
  const isReturning = safeNextPath(useSearch()) !== null;
  const [isForgotOpen, setForgotOpen] = useState(false);
  const form = useSignInForm();

  const login = async ({ email, password }: typeof form.values) => {
    const body = await withCaptcha({ email, password });
    if (body) signIn(body);
  };

  return (
    <AuthScreen>
      <Group justify="space-between" mb="xl">
        <BrandLogo />
        <ActionIcon variant="subtle" size="lg" aria-label="Close login" onClick={goBack}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </ActionIcon>
      </Group>
      <Title order={1} mb="lg">
        LOGIN
      </Title>
      {isReturning && (
        <Alert color="lumira" variant="light" mb="lg">
          Please log in to open that page. You will go straight on to it after logging in.
        </Alert>
      )}
      <form noValidate onSubmit={(event) => form.onSubmit(login)(event)}>
        <Stack>
          <EmailField autoComplete="username" {...form.getInputProps('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)}>
              Forgot password?
            </Anchor>
          </Group>
          <InvisibleCaptcha ref={captchaRef} />
          <Button type="submit" size="md" disabled={!form.isValid()} loading={isSigningIn || isCheckingCaptcha}>
            Login
          </Button>
          {(captchaError ?? loginError) && (
            <Alert color="red" variant="light" role="alert">
              {captchaError ?? loginError}
            </Alert>
          )}
          <Text size="sm">
            Don&apos;t have an account? Please{' '}
            <Anchor component={Link} href="/register">
              register.
            </Anchor>
          </Text>
        </Stack>
      </form>
      <ForgotPasswordDialog opened={isForgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthScreen>
  );
}
