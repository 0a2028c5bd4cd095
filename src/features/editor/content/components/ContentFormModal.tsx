import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface ContentFormModalProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  /** The server's message when it belongs to no single field. */
  formError: string | null;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The dialog's width (Mantine's sizes); `lg` by default. */
  size?: string;
  children: ReactNode;
}

/** The frame of the console's content forms: a dialog with the fields, the form's error and Save/Cancel. */
export function ContentFormModal({
  opened,
  title,
  submitLabel,
  busy,
  formError,
  onSubmit,
  onClose,
  size = 'lg',
  children,
}: ContentFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
