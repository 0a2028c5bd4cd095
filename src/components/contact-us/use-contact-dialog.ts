import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { formDialogMachine, type DialogValues } from '../../../machines/form-dialog.machine';
import { toFormDialogView } from '../../../machines/form-dialog.view';
import { useApi } from '../../api/api-context';
import { createHelpMessage, type HelpFormValues } from '../../api/operations/createContactMessage';
import { useMachineView } from '../../lib/use-machine-view';

/**
 * The Contact Us For Help dialog's form-dialog machine with the real `submitDialog` actor. A
 * failed send is swallowed (spec §8): the overlay stops and the form stays.
 */
export function useContactDialog(opened: boolean) {
  const api = useApi();
  const logic = useMemo(
    () =>
      formDialogMachine.provide({
        actors: {
          submitDialog: fromPromise<unknown, DialogValues>(({ input }) =>
            createHelpMessage(api, input as unknown as HelpFormValues),
          ),
        },
      }),
    [api],
  );
  const { view } = useMachineView(logic, toFormDialogView, { input: { fallbackError: null } });
  const { open, close } = view;
  useEffect(() => (opened ? open() : close()), [open, close, opened]);
  return { view, submit: (values: HelpFormValues) => view.submit({ ...values }) };
}
