import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { SignInAgainDialog, type SignInAgainDialogProps } from '../../../components/console/SignInAgainDialog';
import { ConflictNotice, type ConflictNoticeProps } from './ConflictNotice';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { UploadTrackerProvider, useUploadTracker } from './upload-tracker';
import { useLeaveGuard } from './use-leave-guard';

interface ContentFormModalProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  /** The form has changes not saved yet: closing asks first, and so does leaving the browser page. */
  dirty?: boolean;
  /** The server's message when it belongs to no single field. */
  formError: string | null;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The dialog's width (Mantine's sizes); `lg` by default. */
  size?: string;
  /** A save refused as stale (409): who changed the item, and the choices (see, reload, overwrite). */
  conflict?: ConflictNoticeProps | null;
  /** The sign-in over the form when the session ended at Save. */
  signIn?: SignInAgainDialogProps;
  children: ReactNode;
}

/**
 * The frame of the console's content forms: a dialog with the fields, the form's error and
 * Save/Cancel. With changes, ×, Escape and Cancel ask "Discard your changes?" first. While a
 * media field uploads, Save is disabled and reads "Uploading…" (a click cannot be lost).
 */
export function ContentFormModal({
  opened,
  title,
  submitLabel,
  busy,
  dirty = false,
  formError,
  onSubmit,
  onClose,
  size = 'lg',
  conflict = null,
  signIn,
  children,
}: ContentFormModalProps) {
  const [asking, setAsking] = useState(false);
  const { uploading, tracker } = useUploadTracker();
  useLeaveGuard(opened && dirty);

  const requestClose = () => {
    if (dirty) setAsking(true);
    else onClose();
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        closeOnEscape={!asking}
        closeOnClickOutside={!dirty}
        trapFocus={!asking}
        title={title}
        size={size}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <UploadTrackerProvider value={tracker}>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              {children}
              <ErrorAlert>{formError}</ErrorAlert>
              {conflict && <ConflictNotice {...conflict} />}
              <Group justify="flex-end">
                <Button variant="default" onClick={requestClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={busy} disabled={uploading}>
                  {uploading ? 'Uploading…' : submitLabel}
                </Button>
              </Group>
            </Stack>
          </form>
        </UploadTrackerProvider>
      </Modal>
      {signIn?.opened && <SignInAgainDialog {...signIn} />}
      <DiscardChangesDialog
        opened={asking}
        onKeepEditing={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onClose();
        }}
      />
    </>
  );
}
