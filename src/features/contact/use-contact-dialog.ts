import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { formDialogMachine, type DialogValues } from '../../../machines/form-dialog.machine';
import { toFormDialogView } from '../../../machines/form-dialog.view';
import { useApi } from '../../api/api-context';
import { createContactMessage, type HelpFormValues } from './api/createContactMessage';

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
            createContactMessage(api, input as unknown as HelpFormValues),
          ),
        },
      }),
    [api],
  );
  const actor = useActorRef(logic, { input: { fallbackError: null } });
  const view = useSelector(actor, toFormDialogView);
  useEffect(() => actor.send({ type: opened ? 'dialog.open' : 'dialog.close' }), [actor, opened]);
  return { view, submit: (values: HelpFormValues) => actor.send({ type: 'dialog.submit', values: { ...values } }) };
}
