import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback } from 'react';
import { useApi } from '../../../api/api-context';
import { deleteAccount } from '../../../api/operations/deleteAccount';
import { DialogFrame } from '../../../components/DialogFrame';
import { PasswordField } from '../../../components/PasswordField';
import { useFormDialog } from '../../../components/use-form-dialog';
import { currentPasswordRule } from '../../../lib/validators';
import { useSessionView, useSignOutNotice } from '../../../session/session-context';
import { ACCOUNT_DELETED_MESSAGE } from '../../../session/sign-out-notice';
import { ErrorAlert } from '../../../components/ErrorAlert';

export interface DeleteAccountDialogProps {
  /** Shown when true. */
  opened: boolean;
  /** Cancel, the close icon, Escape or a click outside (not while the deletion runs). */
  onClose: () => void;
}

/**
 * Settings → Privacy (issue 13): says what is deleted and what is kept (server/services/delete-account.ts),
 * asks for the password again and deletes the account. The server has then ended every session,
 * so the app signs out here only (no logout call) and Home shows ACCOUNT_DELETED_MESSAGE once.
 */
export function DeleteAccountDialog({ opened, onClose }: DeleteAccountDialogProps) {
  const api = useApi();
  const { expire } = useSessionView();
  const notice = useSignOutNotice();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: currentPasswordRule },
    validateInputOnBlur: true,
  });
  const remove = useCallback((values: Record<string, unknown>) => deleteAccount(api, String(values.password)), [api]);
  const { view, submit } = useFormDialog({
    opened,
    submit: remove,
    onSucceeded: () => {
      notice.set(ACCOUNT_DELETED_MESSAGE);
      // The server ended the session: end it here; SignOutNoticeShower goes Home and tells why.
      expire();
    },
  });
  const close = () => {
    // Closing while the deletion runs would hide its outcome: the dialog waits for the answer.
    if (view.isLoading) return;
    form.reset();
    onClose();
  };

  return (
    <DialogFrame opened={view.isOpen && !view.isSuccess} onClose={close} title="Delete my account" loading={view.isLoading}>
      <form noValidate onSubmit={form.onSubmit((values) => submit(values))}>
        <Stack>
          <Text>This cannot be undone.</Text>
          <Stack gap={4}>
            <Title order={3} fz="sm">
              What is deleted
            </Title>
            <List size="sm" spacing={2}>
              <List.Item>your profile and picture</List.Item>
              <List.Item>your settings and subscribed resources</List.Item>
              <List.Item>your notifications and which of them you have read</List.Item>
              <List.Item>your consents and sign-in history</List.Item>
              <List.Item>all your sessions: you are signed out everywhere</List.Item>
            </List>
          </Stack>
          <Stack gap={4}>
            <Title order={3} fz="sm">
              What is kept, without your name or email address
            </Title>
            <List size="sm" spacing={2}>
              <List.Item>
                the support and contact messages you sent, for our support team (their text stays as you wrote it)
              </List.Item>
            </List>
          </Stack>
          <Text size="sm">We will email you a confirmation. You can register again with the same email address.</Text>
          <PasswordField
            label="Password"
            description="Enter your password to confirm."
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <ErrorAlert>{view.error}</ErrorAlert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red.9">
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}
