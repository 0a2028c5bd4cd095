import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { InvisibleCaptcha, useCaptchaCheck, type WithCaptcha } from '../InvisibleCaptcha';

export interface SignInAgainDialogProps {
  opened: boolean;
  /** The editor's email, filled in. */
  email: string;
  /** Signs in (the body with the captcha's token when the portal has one); rejects with the server's message. */
  onSignIn: (body: WithCaptcha<{ email: string; password: string }>) => Promise<void>;
  onCancel: () => void;
}

/**
 * "Your session has ended": the editor signs in again over the open form (email and password,
 * labelled), which then saves what was typed; nothing in the form is lost meanwhile.
 */
export function SignInAgainDialog({ opened, email: knownEmail, onSignIn, onCancel }: SignInAgainDialogProps) {
  const [email, setEmail] = useState(knownEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { captchaRef, withCaptcha, isChecking, error: captchaError } = useCaptchaCheck();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError('Please enter your email and password.');
    setError(null);
    const body = await withCaptcha({ email: email.trim(), password });
    if (!body) return;
    setBusy(true);
    try {
      await onSignIn(body);
      setPassword('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not sign in. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onCancel} title="Sign in again to save" centered size="sm" zIndex={300}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">Your session has ended. Sign in again and your changes are saved: nothing you typed is lost.</Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            data-autofocus
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
          />
          {(error ?? captchaError) && (
            <Alert color="red" role="alert">
              {error ?? captchaError}
            </Alert>
          )}
          <InvisibleCaptcha ref={captchaRef} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Not now
            </Button>
            <Button type="submit" loading={busy || isChecking}>
              Sign in and save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
