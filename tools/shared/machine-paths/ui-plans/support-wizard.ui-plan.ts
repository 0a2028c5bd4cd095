import type { EventObject } from 'xstate';
import { supportWizardMachine } from '../../../../machines/support-wizard.machine';
import { modelEvents, supportWizardModel } from '../models';
import type { UiPlan } from './ui-plan';

/** Two resources a Healthcare Professional can ask about, with two reasons both offer (content/resources.yaml). */
export const R1 = { id: '1001', title: 'Lumira Lens Planner' };
export const R2 = { id: '1002', title: 'Lumira Academy' };
export const REASONS = ['Login issue', 'Other'] as const;
export const SUBJECT = 'Export fails';
export const MESSAGE = 'It shows an error.';

const done = (output?: unknown) => ({ type: 'xstate.done.actor.submitSupportRequest', output }) as EventObject;
const failed = (error: unknown) => ({ type: 'xstate.error.actor.submitSupportRequest', error }) as EventObject;

export const supportWizardUiPlan: UiPlan = {
  slug: 'support-wizard',
  // The model's events with the portal's data: same order, so path ids match the Vitest model's.
  models: [
    {
      ...supportWizardModel,
      events: modelEvents(supportWizardMachine, [
        { type: 'resource.toggle', ...R1 },
        { type: 'resource.toggle', ...R2 },
        { type: 'reason.toggle', reason: REASONS[0] },
        { type: 'reason.toggle', reason: REASONS[1] },
        { type: 'form.update', subjectValid: true, messageValid: true },
        { type: 'form.update', subjectValid: true, messageValid: false },
        { type: 'form.submit', values: { subject: SUBJECT, message: MESSAGE, attachment: null } },
        { type: 'thanks.close' },
        done(),
        failed({ message: 'Could not create quote.' }),
      ]),
    },
  ],
  events: {
    'resource.toggle': { how: 'click the resource chip in step 1 (blocked: the chip is not shown)' },
    'reason.toggle': { how: 'click the reason chip in step 2 (blocked: the chip is not shown)' },
    'form.update': { how: 'type the subject and comments in step 3 (an invalid message: the comments left empty)' },
    'form.submit': { how: 'click Submit (blocked: Submit is disabled)' },
    'xstate.done.actor.submitSupportRequest': { how: 'the held POST /entity/contact_message goes on to the server' },
    'xstate.error.actor.submitSupportRequest': {
      how: "the held POST /entity/contact_message is answered 500 {message: 'Could not create quote.'}",
    },
    'thanks.close': { how: "click Continue in the 'Thank you' dialog" },
  },
  states: {
    resource: 'step 1 enabled with every resource chip; steps 2 and 3 disabled',
    reason:
      'only the chosen resource chip (checked); step 2 enabled with its reasons; step 3 disabled; step 2 scrolled into view',
    form: 'chosen resource and reason chips only; step 3 enabled; Submit enabled only with a subject and a message',
    submitting: 'the loading overlay over the wizard',
    thankYou: "the 'Thank you' dialog with Continue",
  },
};
