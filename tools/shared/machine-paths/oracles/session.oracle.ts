import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Session, UserExtraDetails } from '../../../../machines/session.machine';
import { accessTokenOf, toSessionView } from '../../../../machines/session.view';
import { noSend } from '../no-send';
import { actorEvent, field, ignored, type Oracle, type Outcome } from './oracle';

/**
 * Session, from spec §3, §4 (User, Login success/failure, password change) and §8 (login error
 * text, logout errors swallowed). Written without reading session.machine.ts.
 */
type Phase = 'restoring' | 'signedOut' | 'signingIn' | 'signedIn' | 'loggingOut' | 'endingAfterPasswordChange';

export interface SessionState {
  phase: Phase;
  session: Session | null;
  loginError: string | null;
  passwordChanged: boolean;
}

export interface SessionScreen {
  isRestoring: boolean;
  isSignedIn: boolean;
  isSigningIn: boolean;
  isLoggingOut: boolean;
  loginError: string | null;
  showPasswordChanged: boolean;
  email: string | null;
  user: UserExtraDetails | null;
  userTypeLabel: string | null;
  accessToken: string | null;
}

/** Spec §8: 'Invalid email or password.' unless the server's error carries a message. */
function loginErrorOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'Invalid email or password.';
}

function tokensOf(session: Session | null) {
  return session
    ? { access_token: session.access_token, logout_token: session.logout_token, csrf_token: session.csrf_token }
    : null;
}

const signedOut = (state: SessionState, extra: Partial<SessionState> = {}): SessionState => ({
  ...state,
  phase: 'signedOut',
  session: null,
  ...extra,
});

export const sessionOracle: Oracle<SessionState, SessionScreen> = {
  name: 'session',
  initial: () => ({
    state: { phase: 'restoring', session: null, loginError: null, passwordChanged: false },
    calls: [{ actor: 'restoreSession', input: undefined }],
  }),
  next: (state, event): Outcome<SessionState> => {
    const { phase } = state;
    const outcome = actorEvent(event as EventObject);
    if (outcome) {
      const output = field<unknown>(event as EventObject, outcome.done ? 'output' : 'error');
      if (phase === 'restoring' && outcome.actor === 'restoreSession') {
        if (!outcome.done) return { state: signedOut(state), effects: ['clearSession'] };
        return output ? { state: { ...state, phase: 'signedIn', session: output as Session } } : { state: signedOut(state) };
      }
      if (phase === 'signingIn' && outcome.actor === 'loginUser') {
        return outcome.done
          ? { state: { ...state, phase: 'signedIn', session: output as Session, loginError: null }, effects: ['persistSession'] }
          : { state: signedOut(state, { loginError: loginErrorOf(output) }), effects: ['clearSession'] };
      }
      // Spec §8: logout errors are swallowed; the session ends either way.
      if (phase === 'loggingOut' && outcome.actor === 'logoutUser') return { state: signedOut(state), effects: ['clearSession'] };
      if (phase === 'endingAfterPasswordChange' && outcome.actor === 'logoutAfterPasswordChange') {
        return { state: signedOut(state, { passwordChanged: true }), effects: ['clearSession'] };
      }
      return ignored(state);
    }
    switch (event.type) {
      case 'session.login': {
        if (phase !== 'signedOut') return ignored(state);
        const e = event as EventObject & { email: string; password: string; captcha?: string };
        const input =
          e.captcha === undefined
            ? { email: e.email, password: e.password }
            : { email: e.email, password: e.password, captcha: e.captcha };
        return {
          state: { ...state, phase: 'signingIn', loginError: null, passwordChanged: false },
          calls: [{ actor: 'loginUser', input }],
        };
      }
      case 'session.logout':
        return phase === 'signedIn'
          ? { state: { ...state, phase: 'loggingOut' }, calls: [{ actor: 'logoutUser', input: tokensOf(state.session) }] }
          : ignored(state);
      case 'session.expire':
        return phase === 'signedIn' ? { state: signedOut(state), effects: ['clearSession'] } : ignored(state);
      case 'session.passwordChanged':
        // Spec §4: log out with the old tokens, then the success dialog.
        return phase === 'signedIn'
          ? {
              state: { ...state, phase: 'endingAfterPasswordChange' },
              calls: [{ actor: 'logoutAfterPasswordChange', input: tokensOf(state.session) }],
            }
          : ignored(state);
      case 'session.update': {
        if (phase !== 'signedIn' || !state.session) return ignored(state);
        const patch = field<Partial<UserExtraDetails>>(event as EventObject, 'patch');
        const session = { ...state.session, user_extra_details: { ...state.session.user_extra_details, ...patch } };
        return { state: { ...state, session }, effects: ['persistSession'] };
      }
      case 'notice.dismiss':
        return phase === 'signedOut' ? { state: { ...state, passwordChanged: false } } : ignored(state);
      default:
        return ignored(state);
    }
  },
  screen: ({ phase, session, loginError, passwordChanged }) => {
    const user = session?.user_extra_details ?? null;
    return {
      isRestoring: phase === 'restoring',
      isSignedIn: phase === 'signedIn',
      isSigningIn: phase === 'signingIn',
      isLoggingOut: phase === 'loggingOut' || phase === 'endingAfterPasswordChange',
      loginError,
      showPasswordChanged: passwordChanged,
      email: session?.current_user.name ?? null,
      user,
      // Spec §1/§9: user type 1 is Healthcare Professional, anything else Distributor.
      userTypeLabel: user ? (user.user_type === '1' ? 'Healthcare Professional' : 'Distributor') : null,
      accessToken: session?.access_token ?? null,
    };
  },
  read: (snapshot: AnyMachineSnapshot) => {
    const view = toSessionView(snapshot as never, noSend);
    return {
      isRestoring: view.isRestoring,
      isSignedIn: view.isSignedIn,
      isSigningIn: view.isSigningIn,
      isLoggingOut: view.isLoggingOut,
      loginError: view.loginError,
      showPasswordChanged: view.showPasswordChanged,
      email: view.email,
      user: view.user,
      userTypeLabel: view.userTypeLabel,
      accessToken: accessTokenOf(snapshot as never),
    };
  },
};
