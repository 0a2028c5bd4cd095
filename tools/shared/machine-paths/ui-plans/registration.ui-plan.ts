import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { registrationMachine, type InvitationClaims } from '../../../../machines/registration.machine';
import { modelEvents, registrationModels } from '../models';
import type { MachineModel } from '../test-model';
import { QA_DISTRIBUTOR } from './qa-members';
import type { UiPlan } from './ui-plan';

/**
 * /register with no jwt, with an invitation (`npm run portal -- invite`, as the journeys do) and
 * with a malformed jwt. The invitation's claims are the QA distributor's; its email is made unique
 * per path (registrations must not collide), so the prefill check reads that address.
 */
export const CLAIMS: InvitationClaims = {
  eid: 'invited@qa.example',
  firstname: QA_DISTRIBUTOR.first,
  lastname: QA_DISTRIBUTOR.last,
  dname: QA_DISTRIBUTOR.company,
  country: QA_DISTRIBUTOR.country,
};
/** Well-formed (three parts) but not an invitation: decoding it fails. */
export const INVALID_JWT = 'aaa.bbb.ccc';

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, message: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(message) }) as EventObject;

const events = modelEvents(registrationMachine, [
  { type: 'tab.select', tab: 'professional' },
  { type: 'tab.select', tab: 'distributor' },
  { type: 'contact.open' },
  { type: 'contact.close' },
  { type: 'form.submit', values: {} },
  done('decodeInvitation', CLAIMS),
  failed('decodeInvitation', 'Invalid invitation link'),
  done('checkEmailTaken', true),
  done('checkEmailTaken', false),
  failed('checkEmailTaken', 'Could not fetch valid emails.'),
  done('registerUser', null),
  failed('registerUser', 'Could not create quote.'),
]);

const uiModel = (model: MachineModel, name: string): MachineModel => ({
  ...model,
  name: `registration (${name})`,
  events,
  // The contact form is modal: while it is open only its close icon can be used.
  filter: (state: AnyMachineSnapshot, event: EventObject) =>
    !state.matches({ distributor: { invitationRequired: 'contactOpen' } }) || event.type === 'contact.close',
  simplePaths: false,
});

export const registrationUiPlan: UiPlan = {
  slug: 'registration',
  models: [
    uiModel(registrationModels[0]!, 'no jwt'),
    uiModel(registrationModels[1]!, 'jwt'),
    uiModel(registrationModels[2]!, 'malformed jwt'),
  ],
  events: {
    'xstate.done.actor.decodeInvitation': {
      how: 'open the /register/{jwt} link printed by `npm run portal -- invite` (the claims above, a fresh email)',
    },
    'xstate.error.actor.decodeInvitation': { how: `open /register/${INVALID_JWT} (three parts, no invitation claims)` },
    'xstate.done.actor.checkEmailTaken': {
      how: 'the held GET /jsonapi/user/email/{email} goes on to the server (free email), or is answered with an account (taken)',
    },
    'xstate.error.actor.checkEmailTaken': { how: 'the held GET /jsonapi/user/email/{email} is answered 500' },
    'tab.select': {
      how: 'click the tab (blocked: the Healthcare Professional tab is disabled with a jwt; the active tab stays)',
    },
    'contact.open': { how: "click 'Contact Form' in the invitation-required message" },
    'contact.close': { how: "the close icon of 'Contact Us For Help'" },
    'form.submit': { how: 'fill the shown form with valid values (a fresh email; the invited values stay) and press Continue' },
    'xstate.done.actor.registerUser': { how: 'the held POST /user/registerpass goes on to the server' },
    'xstate.error.actor.registerUser': {
      how: "the held POST /user/registerpass is answered 400 {message: 'Could not create quote.'}",
    },
  },
  states: {
    professional: 'the Healthcare Professional tab selected with its form',
    invitationRequired: "the Distributor tab with 'Please reach out to your … representative or use the Contact Form.'",
    contactOpen: "the 'Contact Us For Help' dialog over it",
    decoding: 'the loading overlay (the invitation is read)',
    checkingEmail: 'the loading overlay; the Healthcare Professional tab disabled',
    distributorForm: 'the distributor form prefilled read-only from the invitation; the Healthcare Professional tab disabled',
    submitting: 'the loading overlay over the form',
    home: 'the home page (/)',
    registered: "'CONGRATULATIONS' (/registerConfirmation) or 'Registration successful' (/distributorConfirmation)",
  },
};
