import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { sessionMachine, type Session } from '../../../../machines/session.machine';
import { modelEvents, sessionModel } from '../models';
import { QA_PASSWORD, QA_PROFESSIONAL } from './qa-members';
import type { UiPlan } from './ui-plan';

/** What the login of the QA member returns, as far as the page shows it (tokens are the server's). */
const SESSION: Session = {
  access_token: 'server-issued',
  logout_token: 'server-issued',
  csrf_token: 'server-issued',
  current_user: { uid: 'server-issued', name: 'qa-session@qa.example' },
  user_extra_details: {
    uuid: 'server-issued',
    user_type: '1',
    first_name: QA_PROFESSIONAL.first,
    last_name: QA_PROFESSIONAL.last,
    user_picture: null,
  },
};
/** The first name a `session.update` path gives the QA member on the server. */
export const RENAMED_FIRST = 'Augusta';

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

export const sessionUiPlan: UiPlan = {
  slug: 'session',
  models: [
    {
      ...sessionModel,
      name: 'session (UI)',
      events: modelEvents(sessionMachine, [
        done('restoreSession', SESSION),
        done('restoreSession', null),
        failed('restoreSession', { message: 'storage unavailable' }),
        { type: 'session.login', email: SESSION.current_user.name, password: QA_PASSWORD },
        done('loginUser', SESSION),
        failed('loginUser', { message: 'Account is blocked.' }),
        failed('loginUser', {}),
        { type: 'session.logout' },
        { type: 'session.expire' },
        { type: 'session.passwordChanged' },
        { type: 'session.update', patch: { first_name: RENAMED_FIRST } },
        { type: 'notice.dismiss' },
        done('logoutUser'),
        failed('logoutUser', { message: 'Could not logout.' }),
        done('logoutAfterPasswordChange'),
        failed('logoutAfterPasswordChange', { message: 'Could not logout.' }),
      ]),
      // Done exists only on the 'Password changed' notice.
      filter: (state: AnyMachineSnapshot, event: EventObject) =>
        event.type !== 'notice.dismiss' || (state.context as { passwordChanged: boolean }).passwordChanged,
    },
  ],
  events: {
    'xstate.done.actor.restoreSession': {
      how: 'open / with the session stored (a session from an API login) or with nothing stored',
    },
    'xstate.error.actor.restoreSession': {
      how: '-',
      unavailable: 'reading the stored session never fails in the app: a broken or missing value reads as no session',
    },
    'session.login': {
      how: "header Login (unless on /login already), then the email and password of the QA member and 'Login'",
    },
    'xstate.done.actor.loginUser': { how: 'the held POST /user/login goes on to the server' },
    'xstate.error.actor.loginUser': {
      how: "the held POST /user/login is answered 403 with the error's message (or 400 without one)",
    },
    'session.logout': { how: 'user menu → Logout' },
    'xstate.done.actor.logoutUser': { how: 'the held POST /user/logout goes on to the server' },
    'xstate.error.actor.logoutUser': { how: 'the held POST /user/logout is answered 500' },
    'session.expire': { how: 'another tab of the same browser logs out (user menu → Logout there)' },
    'session.passwordChanged': {
      how: 'user menu → Settings → Change Password: old and new password, Submit (the change goes to the server)',
    },
    'xstate.done.actor.logoutAfterPasswordChange': { how: 'the held POST /user/logout (old tokens) goes on to the server' },
    'xstate.error.actor.logoutAfterPasswordChange': { how: 'the held POST /user/logout (old tokens) is answered 500' },
    'session.update': {
      how: "the member's first name is changed on the server, then user menu → My Account (the loaded profile updates the header)",
    },
    'notice.dismiss': { how: "click Done in 'Password changed'" },
  },
  states: {
    restoring: 'nothing yet (the stored session is read before the first page shows)',
    signedOut: 'guest header with Login and Register (on /login: the form, and the login error under it in an alert)',
    signingIn: 'the Login button busy',
    signedIn: "the user menu with the member's initials and name, 'Logged in as Healthcare Professional' in it",
    loggingOut: 'guest header (the session is over for the page while the logout call runs)',
    endingAfterPasswordChange: 'guest header',
  },
};
