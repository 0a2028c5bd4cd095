import { fromPromise, type AnyStateMachine, type EventFromLogic, type EventObject } from 'xstate';
import { contentFormMachine } from '../../../machines/content-form.machine';
import { formDialogMachine } from '../../../machines/form-dialog.machine';
import { galleryScrollMachine } from '../../../machines/gallery-scroll.machine';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS, idleMachine } from '../../../machines/idle.machine';
import { profileEditMachine, type ProfileValues } from '../../../machines/profile-edit.machine';
import { InvitationGoneError, registrationMachine, type InvitationClaims } from '../../../machines/registration.machine';
import { sessionMachine, type Session } from '../../../machines/session.machine';
import { supportWizardMachine } from '../../../machines/support-wizard.machine';
import type { MachineModel } from './test-model';

/**
 * One model per machine (and per input where the input changes the graph). Shared by the
 * `tests/machines/*.model.test.ts` files and `npm run coverage:machines`
 * (tools/qa-paths/machine-coverage.ts), so the coverage figures describe exactly the paths the
 * tests run.
 */

/** An actor that never settles: the model decides its outcome with done/error events. */
export function pending<TOutput, TInput = unknown>() {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
}

/** The machine's own events (checked against its event union) plus actor done/error events. */
type ModelEvents<TMachine extends AnyStateMachine> = Array<EventFromLogic<TMachine> | EventObject>;

export function modelEvents<TMachine extends AnyStateMachine>(_machine: TMachine, events: ModelEvents<TMachine>): EventObject[] {
  return events;
}

const done = (id: string, output?: unknown): EventObject => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
// Plain objects rather than Error instances: Errors serialize to {} and would merge graph edges.
const failed = (id: string, error: unknown): EventObject => ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

export const demoSession: Session = {
  access_token: 'access-1',
  logout_token: 'logout-1',
  csrf_token: 'csrf-1',
  current_user: { uid: '42', name: 'ada@example.com' },
  user_extra_details: { uuid: 'u-42', user_type: '1', first_name: 'Ada', last_name: 'Lovelace', user_picture: null },
};

export const sessionModel: MachineModel = {
  name: 'session',
  machine: sessionMachine.provide({
    actors: { restoreSession: pending(), loginUser: pending(), logoutUser: pending() },
  }),
  events: modelEvents(sessionMachine, [
    done('restoreSession', demoSession),
    done('restoreSession', null),
    failed('restoreSession', { message: 'storage unavailable' }),
    { type: 'session.login', email: 'ada@example.com', password: 'secret1' },
    done('loginUser', demoSession),
    failed('loginUser', { message: 'Account is blocked.' }),
    failed('loginUser', {}),
    { type: 'session.logout' },
    { type: 'session.expire' },
    { type: 'session.passwordChanged' },
    { type: 'session.update', patch: { first_name: 'Augusta' } },
    { type: 'notice.dismiss' },
    done('logoutUser'),
    failed('logoutUser', { message: 'Could not logout.' }),
    done('logoutAfterPasswordChange'),
    failed('logoutAfterPasswordChange', { message: 'Could not logout.' }),
  ]),
  simplePaths: true,
  effects: ['persistSession', 'clearSession'],
};

export const idleModel: MachineModel = {
  name: 'idle',
  machine: idleMachine,
  events: modelEvents(idleMachine, [
    { type: 'idle.start' },
    { type: 'idle.stop' },
    { type: 'activity.detected' },
    { type: 'idle.stay' },
  ]),
  delays: { untilWarning: IDLE_TIMEOUT_MS - IDLE_WARNING_MS, warningTime: IDLE_WARNING_MS },
  // Activity half way through the quiet part, Stay signed in half way through the warning: a
  // countdown that does not restart would then open the warning (or time out) early.
  waitBefore: { 'activity.detected': (IDLE_TIMEOUT_MS - IDLE_WARNING_MS) / 2, 'idle.stay': IDLE_WARNING_MS / 2 },
  simplePaths: true,
};

export const invitationClaims: InvitationClaims = {
  eid: 'dist@example.com',
  firstname: 'Grace',
  lastname: 'Hopper',
  dname: 'Optics Partner',
  country: 'DE',
};

const registrationDoubles = registrationMachine.provide({
  actors: { decodeInvitation: pending(), checkEmailTaken: pending(), registerUser: pending() },
});

const registrationEvents = modelEvents(registrationMachine, [
  { type: 'tab.select', tab: 'professional' },
  { type: 'tab.select', tab: 'distributor' },
  { type: 'contact.open' },
  { type: 'contact.close' },
  { type: 'form.submit', values: { first_name: 'Ada' } },
  done('decodeInvitation', invitationClaims),
  failed('decodeInvitation', { message: 'invalid token' }),
  failed('decodeInvitation', new InvitationGoneError()),
  done('checkEmailTaken', true),
  done('checkEmailTaken', false),
  failed('checkEmailTaken', { message: 'Could not fetch valid emails.' }),
  done('registerUser', { uid: '7' }),
  failed('registerUser', { message: 'Could not create quote.' }),
]);

/** The route's jwt decides the graph, so the registration machine has one model per kind of link. */
export const registrationModels: MachineModel[] = [
  { name: 'registration (no jwt)', machine: registrationDoubles, input: {}, events: registrationEvents, simplePaths: true },
  {
    name: 'registration (jwt)',
    machine: registrationDoubles,
    input: { jwt: 'aaa.bbb.ccc' },
    events: registrationEvents,
    simplePaths: true,
  },
  {
    name: 'registration (malformed jwt)',
    machine: registrationDoubles,
    input: { jwt: 'aaa.bbb' },
    events: registrationEvents,
  },
];

export const formDialogModel: MachineModel = {
  name: 'formDialog',
  machine: formDialogMachine.provide({ actors: { submitDialog: pending() } }),
  events: modelEvents(formDialogMachine, [
    { type: 'dialog.open' },
    { type: 'dialog.open', content: '<p>Thank you for subscribing.</p>' },
    { type: 'dialog.submit', values: { mail: 'ada@example.com' } },
    { type: 'dialog.close' },
    done('submitDialog', { message: 'Further instructions have been sent to your email address.' }),
    failed('submitDialog', new Error('The old password is not correct.')),
  ]),
  simplePaths: true,
};

export const loadedProfile: ProfileValues = {
  picture: null,
  first_name: 'Ada',
  last_name: 'Lovelace',
  mail: 'ada@example.com',
  institution_name: 'Eye Clinic',
  profession: '3',
  specialty: '9',
  country: 'Germany',
};
export const savedProfile: ProfileValues = { ...loadedProfile, first_name: 'Augusta' };

export const profileEditModel: MachineModel = {
  name: 'profileEdit',
  machine: profileEditMachine.provide({ actors: { loadProfile: pending(), saveProfile: pending() } }),
  events: modelEvents(profileEditMachine, [
    done('loadProfile', loadedProfile),
    failed('loadProfile', { message: 'Could not fetch profile details.' }),
    { type: 'profile.retry' },
    { type: 'edit.picture' },
    { type: 'edit.professional' },
    { type: 'form.change', values: { first_name: 'Augusta' } },
    { type: 'form.validity', valid: false },
    { type: 'form.validity', valid: true },
    { type: 'edit.cancel' },
    { type: 'edit.save', values: savedProfile },
    { type: 'confirm.accept' },
    { type: 'confirm.reject' },
    { type: 'nav.back' },
    { type: 'nav.leave' },
    { type: 'success.close' },
    done('saveProfile'),
    failed('saveProfile', { message: 'Could not update details.' }),
    done('reloadProfile', savedProfile),
    failed('reloadProfile', { message: 'Could not fetch profile details.' }),
  ]),
};

export const supportWizardModel: MachineModel = {
  name: 'supportWizard',
  machine: supportWizardMachine.provide({ actors: { submitSupportRequest: pending() } }),
  events: modelEvents(supportWizardMachine, [
    { type: 'resource.toggle', id: 'r1', title: 'Lens Planner' },
    { type: 'resource.toggle', id: 'r2', title: 'Surgery Videos' },
    { type: 'reason.toggle', reason: 'Technical issue' },
    { type: 'reason.toggle', reason: 'Other' },
    { type: 'form.update', subjectValid: true, messageValid: true },
    { type: 'form.update', subjectValid: true, messageValid: false },
    { type: 'form.submit', values: { subject: 'Login', message: 'It fails.' } },
    { type: 'thanks.close' },
    done('submitSupportRequest', { status: 'ok' }),
    failed('submitSupportRequest', { message: 'Could not create quote.' }),
  ]),
};

/** Small geometry (20 px per click, 35 px of overflow) keeps the offset graph finite and small. */
export const galleryScrollModel: MachineModel = {
  name: 'galleryScroll',
  machine: galleryScrollMachine,
  input: { maxOffset: 0, step: 10, distance: 20 },
  events: modelEvents(galleryScrollMachine, [
    { type: 'scroll.up' },
    { type: 'scroll.down' },
    { type: 'scroll.measure', maxOffset: 35 },
    { type: 'scroll.measure', maxOffset: 0 },
    { type: 'scroll.sync', offset: 35 },
    { type: 'scroll.sync', offset: 0 },
    // A fractional scrollTop (zoomed page) is rounded.
    { type: 'scroll.sync', offset: 14.6 },
  ]),
  delays: { tick: 5 },
};

/** The item as another editor saved it meanwhile (revision 2), as a 409 names it. */
export const staleSave = {
  message: 'Someone else changed “Cataract surgery” (editor@example.com, 2 June 2025 09:30 UTC) after you opened it.',
  conflict: { revision: 2, updated_at: 1748856600, updated_by: 'editor@example.com', current: { name: 'Cataract & lens' } },
};

export const contentFormModel: MachineModel = {
  name: 'contentForm',
  machine: contentFormMachine.provide({ actors: { saveContent: pending() } }),
  input: { revision: 1 },
  events: modelEvents(contentFormMachine, [
    { type: 'form.change', dirty: true },
    { type: 'form.change', dirty: false },
    { type: 'uploads.change', uploading: true },
    { type: 'uploads.change', uploading: false },
    { type: 'form.save', values: { name: 'Cataract procedures' } },
    { type: 'form.close' },
    { type: 'nav.leave' },
    { type: 'nav.back' },
    { type: 'discard.keep' },
    { type: 'discard.confirm' },
    { type: 'conflict.reload' },
    { type: 'conflict.overwrite', values: { name: 'Cataract procedures, mine' } },
    { type: 'signIn.done' },
    { type: 'signIn.cancel' },
    done('saveContent'),
    failed('saveContent', { kind: 'session' }),
    failed('saveContent', { kind: 'conflict', conflict: staleSave }),
    failed('saveContent', { kind: 'invalid', message: 'This name is taken.', field: 'name' }),
    failed('saveContent', { kind: 'invalid', message: 'Could not save the tag.', field: null }),
    failed('saveContent', { message: 'network down' }),
  ]),
};

export const allModels: MachineModel[] = [
  sessionModel,
  idleModel,
  ...registrationModels,
  formDialogModel,
  profileEditModel,
  supportWizardModel,
  galleryScrollModel,
  contentFormModel,
];
