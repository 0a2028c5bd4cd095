import { useState } from 'react';
import { fromPromise } from 'xstate';
import { supportWizardMachine, type SubmitSupportRequestInput } from '../../../machines/support-wizard.machine';
import { toSupportWizardView } from '../../../machines/support-wizard.view';
import { useApi } from '../../api/api-context';
import { createSupportRequest, type SupportSender } from '../../api/operations/createContactMessage';
import { useMachineView } from '../../lib/use-machine-view';
import { useSessionView } from '../../session/session-context';

/** The sender of support requests: name, uid and mail of the signed-in member (spec §3). */
function useSupportSender(): SupportSender {
  const { uid, user, email } = useSessionView();
  const mail = email ?? '';
  return { uid: uid ?? '', name: user ? `${user.first_name} ${user.last_name}`.trim() : mail, mail };
}

/**
 * Runs the support-wizard machine with the real submit actor. The page lives inside a signed-in
 * route, so the sender read on the first render stays right for the actor's lifetime.
 */
export function useSupportWizard() {
  const api = useApi();
  const sender = useSupportSender();
  const [logic] = useState(() =>
    supportWizardMachine.provide({
      actors: {
        submitSupportRequest: fromPromise<unknown, SubmitSupportRequestInput>(async ({ input }) => {
          try {
            await createSupportRequest(api, input, sender);
          } catch (error) {
            // Spec §8: a failed support submit is swallowed (the spinner stops); keep it in the log.
            console.error(error);
            throw error;
          }
        }),
      },
    }),
  );
  return useMachineView(logic, toSupportWizardView);
}
