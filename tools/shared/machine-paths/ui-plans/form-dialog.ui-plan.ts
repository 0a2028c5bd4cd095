import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { formDialogMachine } from '../../../../machines/form-dialog.machine';
import { formDialogModel, modelEvents } from '../models';
import type { MachineModel } from '../test-model';
import type { UiPlan } from './ui-plan';

/**
 * The form-dialog machine drives four dialogs; each is a model of its own here (same machine,
 * the events a user can cause in that dialog): forgot password (login page, guest), Contact Us
 * For Help (footer, guest), Change Password (Settings, member) and the subscribe thank-you
 * (Add on a resource, member).
 */
export type FormDialogKind = 'forgot password' | 'contact us' | 'change password' | 'subscribe thank-you';

/** content/resources.yaml: Lumira Lens Planner's popup_consent. */
const CONSENT =
  '<p>Thank you for adding <strong>Lumira Lens Planner</strong>.</p>\n<p>You can open it from <em>My Resources</em> at any time. Lens plans you create are stored in\nyour planner account and are not shared with Lumira unless you choose to export them.</p>';
/** What the server says when the dialog's request fails (spec §8). */
const FAILURES: Record<FormDialogKind, string> = {
  'forgot password': 'Could not sent forgot password link.',
  'contact us': 'Could not create quote.',
  'change password': 'The old password is not correct.',
  'subscribe thank-you': '',
};

const done = (output?: unknown) => ({ type: 'xstate.done.actor.submitDialog', output }) as EventObject;
const failed = (message: string) => ({ type: 'xstate.error.actor.submitDialog', error: new Error(message) }) as EventObject;

function modelFor(kind: FormDialogKind): MachineModel {
  const isThankYou = kind === 'subscribe thank-you';
  return {
    ...formDialogModel,
    name: `formDialog (${kind})`,
    events: modelEvents(
      formDialogMachine,
      isThankYou
        ? [{ type: 'dialog.open', content: CONSENT }, { type: 'dialog.close' }]
        : [
            { type: 'dialog.open' },
            { type: 'dialog.submit', values: {} },
            { type: 'dialog.close' },
            done(null),
            failed(FAILURES[kind]),
          ],
    ),
    filter: (state: AnyMachineSnapshot, event: EventObject) => {
      // The thank-you has no form: it only opens (after an Add) and closes.
      if (isThankYou) return event.type === 'dialog.open' || event.type === 'dialog.close';
      // A change of password ends the session (spec §4): nothing can follow it on that page.
      return !(kind === 'change password' && state.matches({ open: 'success' }));
    },
    simplePaths: false,
  };
}

export const formDialogUiPlan: UiPlan = {
  slug: 'form-dialog',
  models: (['forgot password', 'contact us', 'change password', 'subscribe thank-you'] as const).map(modelFor),
  events: {
    'dialog.open': {
      how: "forgot password: 'Forgot password?' on /login; contact us: 'Contact Us' in the footer; change password: Settings → Security → 'Change Password'; subscribe thank-you: 'Add' on a resource (the add succeeds)",
    },
    'dialog.submit': { how: "fill the dialog's form with valid values and press Send / Submit" },
    'dialog.close': { how: "the dialog's close icon ('Close dialog'); after a contact success, Continue in 'Thank you'" },
    'xstate.done.actor.submitDialog': {
      how: 'the held request (lost-password, contact message, password change) goes on to the server',
    },
    'xstate.error.actor.submitDialog': { how: "the held request is answered 400 with the server's message" },
  },
  states: {
    closed: 'the dialog is not shown',
    editing:
      'the dialog with its form (or the consent text); change password shows the server message of a failure in an alert, the other dialogs show none (spec §8)',
    submitting: "the dialog's loading overlay",
    success:
      "forgot password: 'Further instructions have been sent to your email address.' with OK; contact us: the 'Thank you' dialog; change password: the dialog gone and the 'Password changed' notice",
  },
};
