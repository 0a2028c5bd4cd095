import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback } from 'react';
import { useApi } from '../../../api/api-context';
import { requestPasswordReset } from '../../../api/operations/requestPasswordReset';
import { DialogFrame } from '../../../components/DialogFrame';
import { EmailField } from '../../../components/EmailField';
import { useFormDialog } from '../../../components/use-form-dialog';
import { emailRule } from '../../../lib/validators';

export interface ForgotPasswordDialogProps {
  /** Shown when true. */
  opened: boolean;
  /** Close icon, Back to Login, OK after success. */
  onClose: () => void;
}

/** Spec §2: email, Send, Back to Login; then 'Further instructions have been sent to your email address.' with OK. */
export function ForgotPasswordDialog({ opened, onClose }: ForgotPasswordDialogProps) {
  const api = useApi();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: emailRule },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const send = useCallback((values: Record<string, unknown>) => requestPasswordReset(api, String(values.email)), [api]);
  const { view, submit } = useFormDialog({ opened, submit: send });
  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <DialogFrame opened={view.isOpen} onClose={close} title="Forgot password" loading={view.isLoading}>
      {view.isSuccess ? (
        <Stack>
          <Text>Further instructions have been sent to your email address.</Text>
          <Button onClick={close}>OK</Button>
        </Stack>
      ) : (
        // Spec §8: a failure only hides the spinner; nothing is shown.
        <form noValidate onSubmit={form.onSubmit((values) => submit(values))}>
          <Stack>
            <EmailField data-autofocus {...form.getInputProps('email')} />
            <Group justify="space-between">
              <Button variant="default" onClick={close}>
                Back to Login
              </Button>
              <Button type="submit" disabled={!form.isValid()}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </DialogFrame>
  );
}
