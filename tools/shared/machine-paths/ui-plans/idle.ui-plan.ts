import { idleModel } from '../models';
import type { UiPlan } from './ui-plan';

export const idleUiPlan: UiPlan = {
  slug: 'idle',
  models: [{ ...idleModel, name: 'idle (UI)' }],
  events: {
    'idle.start': { how: 'sign in with the login form (header Login, email, password, Login)' },
    'idle.stop': { how: 'user menu → Logout (after a timeout: nothing to do, the session is already over)' },
    'activity.detected': { how: 'a key press on the page (Shift), half way through the countdown' },
    'idle.stay': {
      how: "the warning's Stay signed in button, half way through the warning (without a warning: a key press, which also restarts the countdown)",
    },
  },
  states: {
    stopped: 'guest header (Login, Register)',
    active: 'signed in: the user menu, no warning; still no warning just before 98 minutes without activity',
    warning: "signed in, with the dialog 'You will be signed out in m:ss for inactivity' (Stay signed in, Sign out)",
    timedOut: 'signed out and on the home page (/), guest header',
  },
};
