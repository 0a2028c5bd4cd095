import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { formDialogMachine, type DialogValues } from '../../../machines/form-dialog.machine';
import { toFormDialogView, type FormDialogView } from '../../../machines/form-dialog.view';

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
  const succeededRef = useRef(onSucceeded);
  useEffect(() => {
    succeededRef.current = onSucceeded;
  });
  const logic = useMemo(
    () =>
      formDialogMachine.provide({ actors: { submitDialog: fromPromise<unknown, DialogValues>(({ input }) => submit(input)) } }),
    [submit],
  );
  const actor = useActorRef(logic, { input: { fallbackError: null } });
  const view: FormDialogView = useSelector(actor, toFormDialogView);

  useEffect(() => actor.send({ type: opened ? 'dialog.open' : 'dialog.close' }), [actor, opened]);
  useEffect(() => {
    const subscription = actor.on('dialog.succeeded', ({ output }) => succeededRef.current?.(output));
    return () => subscription.unsubscribe();
  }, [actor]);

  return {
    view,
    submit: (values: DialogValues) => actor.send({ type: 'dialog.submit', values }),
  };
}
