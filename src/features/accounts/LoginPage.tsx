import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSessionSend, useSessionView } from '../../app/session/session-context';
import { InvisibleCaptcha, type CaptchaHandle } from '../../components/InvisibleCaptcha';
import { emailRule, passwordRule, stripSpaces } from '../../lib/validators';
import { AuthScreen } from './components/AuthScreen';
import { BrandLogo } from './components/BrandLogo';
import { ForgotPasswordDialog } from './components/ForgotPasswordDialog';
import { PasswordField } from './components/PasswordField';

/** Goes back one history entry, or home when the page was opened directly. */
export function useGoBack() {
  const [, navigate] = useLocation();
  return () => (window.history.length > 1 ? window.history.back() : navigate('/'));
}

/** Spec §2 Login: email, password, forgot password, invisible captcha, register link, close, video. */
export function LoginPage() {
  const { isSigningIn, loginError } = useSessionView();
  const send = useSessionSend();
  const goBack = useGoBack();
  const captcha = useRef<CaptchaHandle>(null);
  const [isForgotOpen, setForgotOpen] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email: emailRule, password: passwordRule },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const emailProps = form.getInputProps('email');

  const login = async ({ email, password }: typeof form.values) => {
    const token = await captcha.current?.execute().catch(() => undefined);
    send({ type: 'session.login', email, password, ...(token ? { captcha: token } : {}) });
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
      <form noValidate onSubmit={(event) => form.onSubmit(login)(event)}>
        <Stack>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            {...emailProps}
            onChange={(event) => emailProps.onChange(stripSpaces(event.currentTarget.value))}
          />
          <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)}>
              Forgot password?
            </Anchor>
          </Group>
          <InvisibleCaptcha ref={captcha} />
          <Button type="submit" size="md" disabled={!form.isValid()} loading={isSigningIn}>
            Login
          </Button>
          {loginError && (
            <Alert color="red" variant="light" role="alert">
              {loginError}
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
