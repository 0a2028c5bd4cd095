import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../../api/api-context';
import { changePassword } from '../../../api/operations/updateUser';
import { DialogFrame } from '../../../components/DialogFrame';
import { PasswordField } from '../../../components/PasswordField';
import { useFormDialog } from '../../../components/use-form-dialog';
import { useConfirmFollowsPassword } from '../../../lib/use-confirm-follows-password';
import { confirmPasswordRule, newPasswordRule, oldPasswordRule } from '../../../lib/validators';
import { useSessionView } from '../../../session/session-context';
import { ErrorAlert } from '../../../components/ErrorAlert';

export interface ChangePasswordDialogProps {
  /** Shown when true. */
  opened: boolean;
  /** Called when the dialog closes (close icon, Escape, or after success). */
  onClose: () => void;
}

/**
 * Spec §2/§4: old, new and confirm password. On success the dialog closes, the session ends
 * (forced logout with the old tokens), the app goes home and PasswordChangedNotice shows.
 */
export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  const api = useApi();
  const { uid, passwordChanged } = useSessionView();
  const [, navigate] = useLocation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: { oldPassword: oldPasswordRule, newPassword: newPasswordRule, confirmPassword: confirmPasswordRule() },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  useConfirmFollowsPassword(form, 'newPassword', 'confirmPassword');
  const close = () => {
    form.reset();
    onClose();
  };
  const change = useCallback(
    (values: Record<string, unknown>) =>
      changePassword(api, { uid: String(values.uid), existing: String(values.oldPassword), value: String(values.newPassword) }),
    [api],
  );
  const { view, submit } = useFormDialog({
    opened,
    submit: change,
    onSucceeded: () => {
      close();
      passwordChanged();
      navigate('/');
    },
  });

  return (
    <DialogFrame opened={view.isOpen && !view.isSuccess} onClose={close} title="Change Password" loading={view.isLoading}>
      <form noValidate onSubmit={form.onSubmit((values) => submit({ ...values, uid: uid ?? '' }))}>
        <Stack>
          <PasswordField
            label="Old Password"
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('oldPassword')}
          />
          <PasswordField label="New Password" {...form.getInputProps('newPassword')} />
          <PasswordField label="Confirm Password" {...form.getInputProps('confirmPassword')} />
          <ErrorAlert>{view.error}</ErrorAlert>
          <Button type="submit" disabled={!form.isValid()}>
            Submit
          </Button>
        </Stack>
      </form>
    </DialogFrame>
  );
}
