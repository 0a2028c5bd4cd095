import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { formDialogMachine, type DialogValues } from '../../machines/form-dialog.machine';
import { toFormDialogView } from '../../machines/form-dialog.view';
import { useMachineView } from '../lib/use-machine-view';

export interface UseFormDialogOptions {
  /** Whether the parent wants the dialog shown. */
  opened: boolean;
  /**
   * The dialog's request; rejects with an Error carrying the server message. Keep it stable
   * (useCallback): the actor is created once. Per-call data belongs in the submitted values.
   */
  submit: (values: DialogValues) => Promise<unknown>;
  /** Called once after a successful submit. */
  onSucceeded?: (output: unknown) => void;
}

/** Runs a form-dialog machine with the real `submitDialog` actor and mirrors the parent's `opened` prop into it. */
export function useFormDialog({ opened, submit, onSucceeded }: UseFormDialogOptions) {
  const logic = useMemo(
    () =>
      formDialogMachine.provide({ actors: { submitDialog: fromPromise<unknown, DialogValues>(({ input }) => submit(input)) } }),
    [submit],
  );
  const { view } = useMachineView(logic, toFormDialogView, {
    input: { fallbackError: null },
    onEmit: { 'dialog.succeeded': ({ output }) => onSucceeded?.(output) },
  });
  const { open, close } = view;
  useEffect(() => (opened ? open() : close()), [open, close, opened]);
  return { view, submit: view.submit };
}
