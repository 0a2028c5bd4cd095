import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** Spec §3: the profile fields that come back with a login and are shown in the header. */
export interface UserExtraDetails {
  uuid: string;
  /** '1' is Healthcare Professional; any other value is Distributor. */
  user_type: string;
  first_name: string;
  last_name: string;
  user_picture: string | null;
}

/** Spec §3: what a successful login returns and what is persisted between visits. */
export interface Session {
  access_token: string;
  logout_token: string;
  csrf_token: string;
  current_user: { uid: string; name: string };
  user_extra_details: UserExtraDetails;
}

export interface LoginCredentials {
  email: string;
  password: string;
  /** Token of the invisible captcha, when captcha is enabled. */
  captcha?: string;
}

/** The tokens `logoutUser` needs (spec §7: logout token in the query, csrf header, bearer). */
export interface LogoutInput {
  access_token: string;
  logout_token: string;
  csrf_token: string;
}

export interface SessionContext {
  session: Session | null;
  /** Message shown under the login form after a failed login. */
  error: string | null;
  /** True after a forced logout that followed a password change: the view shows the success dialog. */
  passwordChanged: boolean;
}

export type SessionEvent =
  | ({ type: 'session.login' } & LoginCredentials)
  | { type: 'session.logout' }
  /** Idle logout, a 401 from the server, or a logout in another tab. */
  | { type: 'session.expire' }
  /** The change-password dialog succeeded: the session must end (spec §4). */
  | { type: 'session.passwordChanged' }
  | { type: 'session.update'; patch: Partial<UserExtraDetails> }
  /** The view closed the "password changed" success dialog. */
  | { type: 'notice.dismiss' };

export const DEFAULT_LOGIN_ERROR = 'Invalid email or password.';

/** Spec §8: the server's error.message replaces the default when present. */
export function toLoginError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return DEFAULT_LOGIN_ERROR;
}

function logoutInputFrom(session: Session | null): LogoutInput | null {
  if (!session) return null;
  const { access_token, logout_token, csrf_token } = session;
  return { access_token, logout_token, csrf_token };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Reads the persisted session (spec §3: key root, version 1); resolves null when there is none. */
    restoreSession: fromPromise<Session | null>(async () => {
      throw new Error('restoreSession actor not provided');
    }),
    loginUser: fromPromise<Session, LoginCredentials>(async () => {
      throw new Error('loginUser actor not provided');
    }),
    /** Receives null when there is no session to end (nothing to call). */
    logoutUser: fromPromise<void, LogoutInput | null>(async () => {
      throw new Error('logoutUser actor not provided');
    }),
  },
  actions: {
    /** Side effect hook: the app writes `context.session` to storage. */
    persistSession: () => {},
    /** Side effect hook: the app removes the stored session (and cached user data). */
    clearSession: () => {},
    endSession: assign({ session: null }),
  },
  guards: {
    /** Used with the actor's output as params: done events are not in the machine's event union. */
    isPresent: (_, params: { value: unknown }) => params.value !== null && params.value !== undefined,
  },
}).createMachine({
  id: 'session',
  context: { session: null, error: null, passwordChanged: false },
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Reading a stored session before any guarded route is decided.',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'isPresent', params: ({ event }) => ({ value: event.output }) },
            target: 'signedIn',
            actions: assign({ session: ({ event }) => event.output }),
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
    },
    signedOut: {
      description: 'Guest: login and register are available; signed-in-only routes redirect home.',
      on: {
        'session.login': {
          target: 'signingIn',
          actions: assign({ error: null, passwordChanged: false }),
        },
        'notice.dismiss': { actions: assign({ passwordChanged: false }) },
      },
    },
    signingIn: {
      description: 'Login request pending; the login form shows its loading state.',
      invoke: {
        id: 'loginUser',
        src: 'loginUser',
        input: ({ event }) => {
          assertEvent(event, 'session.login');
          const { email, password, captcha } = event;
          return captcha === undefined ? { email, password } : { email, password, captcha };
        },
        onDone: {
          target: 'signedIn',
          actions: [assign({ session: ({ event }) => event.output, error: null }), 'persistSession'],
        },
        onError: {
          target: 'signedOut',
          actions: [assign({ session: null, error: ({ event }) => toLoginError(event.error) }), 'clearSession'],
        },
      },
    },
    signedIn: {
      description: 'Member: protected routes, header user menu, idle timer running.',
      on: {
        'session.logout': { target: 'loggingOut' },
        'session.expire': { target: 'signedOut', actions: ['endSession', 'clearSession'] },
        'session.passwordChanged': { target: 'endingAfterPasswordChange' },
        'session.update': {
          actions: [
            assign({
              session: ({ context, event }) =>
                context.session && {
                  ...context.session,
                  user_extra_details: { ...context.session.user_extra_details, ...event.patch },
                },
            }),
            'persistSession',
          ],
        },
      },
    },
    loggingOut: {
      description: 'Logout call pending. Spec §8 swallows logout errors: the session ends either way.',
      invoke: {
        id: 'logoutUser',
        src: 'logoutUser',
        input: ({ context }) => logoutInputFrom(context.session),
        onDone: { target: 'signedOut', actions: ['endSession', 'clearSession'] },
        onError: { target: 'signedOut', actions: ['endSession', 'clearSession'] },
      },
    },
    endingAfterPasswordChange: {
      description: 'Forced logout with the old tokens after a password change (spec §4, §7).',
      invoke: {
        id: 'logoutAfterPasswordChange',
        src: 'logoutUser',
        input: ({ context }) => logoutInputFrom(context.session),
        onDone: {
          target: 'signedOut',
          actions: ['endSession', 'clearSession', assign({ passwordChanged: true })],
        },
        onError: {
          target: 'signedOut',
          actions: ['endSession', 'clearSession', assign({ passwordChanged: true })],
        },
      },
    },
  },
});
