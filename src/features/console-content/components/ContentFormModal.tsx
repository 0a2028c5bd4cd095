import { Button, Group, Modal, Stack } from '@mantine/core';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { fromPromise, type Actor } from 'xstate';
import { contentFormMachine, type ContentFormValues } from '../../../../machines/content-form.machine';
import { toContentFormView } from '../../../../machines/content-form.view';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { SignInAgainDialog, type SignInAgainDialogProps } from '../../../components/console/SignInAgainDialog';
import { useActorView } from '../../../lib/use-machine-view';
import { ConflictNotice, type ConflictNoticeProps } from './ConflictNotice';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { UploadTrackerProvider, useUploadTracker } from './upload-tracker';
import { useFormLeaveGuards } from './use-leave-guard';

/** The form's lifecycle (machines/content-form.machine.ts), as `useContentFormSubmit` runs it. */
export type ContentFormActor = Actor<typeof contentFormMachine>;

interface ContentFormModalProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  /** The form has changes not saved yet: closing asks first, and so do Back, console navigations and leaving the browser page. */
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
  /** The form's machine (`useContentFormSubmit` gives it in its `frame`); without one the frame runs its own. */
  machine?: ContentFormActor;
  children: ReactNode;
}

/** The machine of a frame whose form saves through `onSubmit` alone (no `useContentFormSubmit`). */
const ownMachine = contentFormMachine.provide({
  actors: { saveContent: fromPromise<unknown, { values: ContentFormValues; revision: number | null }>(async () => undefined) },
});

/**
 * The frame of the console's content forms: a dialog with the fields, the form's error and
 * Save/Cancel. With changes, ×, Escape, Cancel, browser Back and any console navigation ask
 * "Discard your changes?" first (Keep editing has the focus, and gives it back to where it was
 * in the form). While a media field uploads, Save is disabled and reads "Uploading…" (a click
 * cannot be lost). What it shows comes from the form's machine (`machine`).
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
  machine,
  children,
}: ContentFormModalProps) {
  const own = useActorRef(ownMachine, { input: { revision: null } });
  const actor = machine ?? own;
  const { uploading, tracker } = useUploadTracker();
  const view = useActorView(actor, toContentFormView, {
    onEmit: {
      'form.closed': () => {
        leaveGuards.formLeft();
        onClose();
      },
      'form.saved': () => leaveGuards.formLeft(),
      'navigate.leave': () => {
        leaveGuards.leaveConfirmed();
        onClose();
      },
      'navigate.back': () => {
        leaveGuards.backConfirmed();
        onClose();
      },
    },
  });
  // Emits come after this render: the guards are there by then.
  const leaveGuards = useFormLeaveGuards({
    asks: opened && view.asksBeforeLeaving,
    warnBeforeUnload: opened && view.warnBeforeUnload,
    onLeave: view.leave,
    onBack: view.back,
  });

  // The form tells what changed and what uploads; the machine decides what closing does.
  useEffect(() => view.change(dirty), [dirty, view]);
  useEffect(() => view.setUploading(uploading), [uploading, view]);

  // Where the focus was when the question opened (the field Escape was pressed in, ×, Cancel).
  const focusBefore = useRef<HTMLElement | null>(null);
  const rememberFocus = () => {
    focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const requestClose = () => {
    rememberFocus();
    view.close();
  };
  useEffect(() => {
    if (view.isAskingDiscard && focusBefore.current === null) rememberFocus();
  }, [view.isAskingDiscard]);
  const returnFocus = () => {
    const target = focusBefore.current;
    focusBefore.current = null;
    if (target?.isConnected) target.focus();
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        closeOnEscape={!view.isAskingDiscard}
        closeOnClickOutside={view.closesOnClickOutside}
        trapFocus={!view.isAskingDiscard}
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
                <Button type="submit" loading={busy} disabled={view.isUploading}>
                  {view.isUploading ? 'Uploading…' : submitLabel}
                </Button>
              </Group>
            </Stack>
          </form>
        </UploadTrackerProvider>
      </Modal>
      {signIn?.opened && <SignInAgainDialog {...signIn} />}
      <DiscardChangesDialog
        opened={view.isAskingDiscard}
        onKeepEditing={view.keepEditing}
        onDiscard={view.discard}
        onClosed={returnFocus}
      />
    </>
  );
}
