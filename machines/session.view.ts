import type { SnapshotFrom } from 'xstate';
import type { LoginCredentials, SessionEvent, sessionMachine, UserExtraDetails } from './session.machine';

/**
 * What the view reads of a session snapshot: the machine's own, or the app's stand-in while the
 * machine's code is still loading (src/session/app-session.ts).
 */
export type SessionSnapshot = Pick<SnapshotFrom<typeof sessionMachine>, 'context' | 'matches'>;

export interface SessionView {
  /** Still reading the stored session: guarded routes wait. */
  isRestoring: boolean;
  isSignedIn: boolean;
  isSigningIn: boolean;
  isLoggingOut: boolean;
  /** Message under the login form, or null. */
  loginError: string | null;
  /** Show the "password changed" success dialog. */
  showPasswordChanged: boolean;
  uid: string | null;
  /** The account email (spec §3 `current_user.name`), or null for a guest. */
  email: string | null;
  user: UserExtraDetails | null;
  /** 'Healthcare Professional' for user_type '1', otherwise 'Distributor' (spec §1). */
  userTypeLabel: 'Healthcare Professional' | 'Distributor' | null;

  /** Signs in (the login form); the outcome shows as `isSignedIn` or `loginError`. */
  login: (credentials: LoginCredentials) => void;
  /** Ends the session on the server and here (user menu). */
  logout: () => void;
  /** Ends the session here only: idle timeout, a 401, a logout in another tab. */
  expire: () => void;
  /** A password change succeeded: forced logout with the old tokens, then the success dialog (spec §4). */
  passwordChanged: () => void;
  /** Merges fresh profile values into the header's details (after the profile is loaded). */
  update: (patch: Partial<UserExtraDetails>) => void;
  /** Closes the "password changed" dialog. */
  dismissNotice: () => void;
}

export function toSessionView(snapshot: SessionSnapshot, send: (event: SessionEvent) => void): SessionView {
  const { session, error, passwordChanged } = snapshot.context;
  const user = session?.user_extra_details ?? null;
  return {
    isRestoring: snapshot.matches('restoring'),
    isSignedIn: snapshot.matches('signedIn'),
    isSigningIn: snapshot.matches('signingIn'),
    isLoggingOut: snapshot.matches('loggingOut') || snapshot.matches('endingAfterPasswordChange'),
    loginError: error,
    showPasswordChanged: passwordChanged,
    uid: session?.current_user.uid ?? null,
    email: session?.current_user.name ?? null,
    user,
    userTypeLabel: user ? (user.user_type === '1' ? 'Healthcare Professional' : 'Distributor') : null,

    login: ({ email, password, captcha }) => send({ type: 'session.login', email, password, ...(captcha ? { captcha } : {}) }),
    logout: () => send({ type: 'session.logout' }),
    expire: () => send({ type: 'session.expire' }),
    passwordChanged: () => send({ type: 'session.passwordChanged' }),
    update: (patch) => send({ type: 'session.update', patch }),
    dismissNotice: () => send({ type: 'notice.dismiss' }),
  };
}

/** The bearer token of the current session, or null: what the API client sends (not a view field). */
export function accessTokenOf(snapshot: SessionSnapshot): string | null {
  return snapshot.context.session?.access_token ?? null;
}
