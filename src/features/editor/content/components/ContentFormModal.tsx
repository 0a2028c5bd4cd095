import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';

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
          <ErrorAlert>{formError}</ErrorAlert>
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
