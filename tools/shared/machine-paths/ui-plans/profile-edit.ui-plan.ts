import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { profileEditMachine, type ProfileValues } from '../../../../machines/profile-edit.machine';
import { modelEvents, profileEditModel } from '../models';
import { QA_PROFESSIONAL } from './qa-members';
import type { UiPlan } from './ui-plan';

/** The QA member's profile as the page loads it (the mail is not part of any check). */
export const LOADED: ProfileValues = {
  picture: null,
  first_name: QA_PROFESSIONAL.first,
  last_name: QA_PROFESSIONAL.last,
  mail: 'qa-profile@qa.example',
  institution_name: QA_PROFESSIONAL.institution,
  profession: QA_PROFESSIONAL.profession,
  specialty: QA_PROFESSIONAL.specialty,
  country: QA_PROFESSIONAL.country,
};
const NEW_FIRST = 'Augusta';
const NEW_INSTITUTION = 'Other Hospital';
const RENAMED: ProfileValues = { ...LOADED, first_name: NEW_FIRST };
const MOVED: ProfileValues = { ...LOADED, institution_name: NEW_INSTITUTION };

/** The blocks' names (their headings; Edit, Save and Cancel editing buttons say them). */
export const PICTURE = 'Profile picture and name';
export const PROFESSIONAL = 'Professional Info';

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, message: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(message) }) as EventObject;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a user can do, on top of the machine's rules: each block edits its own field; Save always
 * sends the form's values and the server answers the reload with what was saved; an invalid value
 * is typed only over a valid edit (so the page's own validity report follows the typing); a modal
 * dialog leaves only its own buttons (and the browser's Back); after a saved change the paths only
 * look at the saved values, since every other flow would repeat with other values (the Vitest
 * model runs those).
 */
function userCan(state: AnyMachineSnapshot, event: EventObject): boolean {
  const { activeBlock, isValid, isDirty, draft, profile, showSuccess } = state.context as {
    activeBlock: string | null;
    isValid: boolean;
    isDirty: boolean;
    draft: ProfileValues | null;
    profile: ProfileValues | null;
    showSuccess: boolean;
  };
  const payload = event as EventObject & { values?: Partial<ProfileValues>; valid?: boolean; output?: unknown };
  // The success dialog is modal: only its OK (or the browser's Back) can be used while it is open.
  if (showSuccess && event.type !== 'success.close' && event.type !== 'nav.back') return false;
  // After a saved change, only look at it (view mode, edit mode, back): the rest repeats with other values.
  if (!same(profile, LOADED) && profile !== null) {
    return ['success.close', 'nav.back', 'edit.picture', 'edit.professional', 'edit.cancel'].includes(event.type);
  }
  switch (event.type) {
    case 'form.change': {
      const key = activeBlock === 'picture' ? 'first_name' : 'institution_name';
      return isValid && payload.values !== undefined && key in payload.values && draft?.[key] !== payload.values[key];
    }
    case 'form.validity':
      return payload.valid ? !isValid : isDirty && isValid;
    case 'edit.save':
      return same(payload.values, draft);
    case 'xstate.done.actor.reloadProfile':
      return same(payload.output, draft);
    case 'success.close':
      // Its OK button exists only while the dialog is shown.
      return showSuccess;
    default:
      return true;
  }
}

export const profileEditUiPlan: UiPlan = {
  slug: 'profile-edit',
  models: [
    {
      ...profileEditModel,
      name: 'profileEdit (UI)',
      events: modelEvents(profileEditMachine, [
        done('loadProfile', LOADED),
        failed('loadProfile', 'Could not fetch profile details.'),
        { type: 'profile.retry' },
        { type: 'edit.picture' },
        { type: 'edit.professional' },
        { type: 'form.change', values: { first_name: NEW_FIRST } },
        { type: 'form.change', values: { institution_name: NEW_INSTITUTION } },
        { type: 'form.validity', valid: false },
        { type: 'form.validity', valid: true },
        { type: 'edit.cancel' },
        { type: 'edit.save', values: LOADED },
        { type: 'edit.save', values: RENAMED },
        { type: 'edit.save', values: MOVED },
        { type: 'confirm.accept' },
        { type: 'confirm.reject' },
        { type: 'nav.back' },
        { type: 'nav.leave' },
        { type: 'success.close' },
        done('saveProfile'),
        failed('saveProfile', 'Could not update details.'),
        done('reloadProfile', LOADED),
        done('reloadProfile', RENAMED),
        done('reloadProfile', MOVED),
        failed('reloadProfile', 'Could not fetch profile details.'),
      ]),
      filter: userCan,
    },
  ],
  events: {
    'xstate.done.actor.loadProfile': { how: 'the held GET /jsonapi/user/profile/ goes on to the server' },
    'xstate.error.actor.loadProfile': {
      how: 'the held GET /jsonapi/user/profile/ is answered 500, and so is the one retry the app makes',
    },
    'profile.retry': { how: "click 'Try again'" },
    'edit.picture': { how: `click 'Edit ${PICTURE}'` },
    'edit.professional': { how: `click 'Edit ${PROFESSIONAL}'` },
    'form.change': { how: 'type a new first name (picture block) or institution name (professional block)' },
    'form.validity': {
      how: 'make the edited field invalid by typing a digit after it (valid: delete the digit again); the page reports validity itself',
    },
    'edit.cancel': { how: "click 'Cancel editing <block>'" },
    'edit.save': { how: "click 'Save <block>' (blocked: Save is disabled)" },
    'confirm.accept': { how: "click 'Yes, discard changes' in 'Unsaved changes'" },
    'confirm.reject': { how: "click 'Cancel' in 'Unsaved changes'" },
    'nav.back': { how: "the browser's Back button" },
    'nav.leave': {
      how: 'user menu → Settings (an in-app navigation away)',
      blockedUnobservable: 'without unsaved edits the navigation just happens: the page is gone, nothing is left to check',
    },
    'success.close': { how: "click OK in 'Congratulations'" },
    'xstate.done.actor.saveProfile': { how: 'the held PATCH /user/{uid} goes on to the server' },
    'xstate.error.actor.saveProfile': {
      how: "the held PATCH /user/{uid} is answered 500 {message: 'Could not update details.'}",
    },
    'xstate.done.actor.reloadProfile': { how: 'the held reload (GET /jsonapi/user/profile/) goes on' },
    'xstate.error.actor.reloadProfile': {
      how: 'the held reload (GET /jsonapi/user/profile/) is answered 500, and so is its one retry',
    },
  },
  states: {
    loading: "the 'Loading your profile' spinner",
    loadFailed: "'We could not load your profile.' and 'Try again'",
    viewing: "'My Account' with the loaded name and institution and an Edit button per block; no leave warning",
    editing:
      'the block in edit mode with the draft in its field; Save enabled only when valid; the leave warning armed while unsaved',
    confirmingLeave: "the 'Unsaved changes' dialog: 'Are you sure you want to leave? All provided data will be lost.'",
    confirmingBack: "the 'Unsaved changes' dialog: 'You have unsaved changes. Are you sure you want to go back?'",
    confirmingExit: "the 'Unsaved changes' dialog: 'Are you sure you want to leave? All provided data will be lost.'",
    saving: "the 'Saving your profile' spinner",
    reloading: "the 'Saving your profile' spinner",
    left: 'the previous page (Back went on)',
    leftPage: 'the page navigated to (Settings)',
  },
};
