import type { SnapshotFrom } from 'xstate';
import type { sessionMachine, UserExtraDetails } from './session.machine';

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
  accessToken: string | null;
  uid: string | null;
  user: UserExtraDetails | null;
  /** 'Healthcare Professional' for user_type '1', otherwise 'Distributor' (spec §1). */
  userTypeLabel: 'Healthcare Professional' | 'Distributor' | null;
}

export function toSessionView(snapshot: SnapshotFrom<typeof sessionMachine>): SessionView {
  const { session, error, passwordChanged } = snapshot.context;
  const user = session?.user_extra_details ?? null;
  return {
    isRestoring: snapshot.matches('restoring'),
    isSignedIn: snapshot.matches('signedIn'),
    isSigningIn: snapshot.matches('signingIn'),
    isLoggingOut: snapshot.matches('loggingOut') || snapshot.matches('endingAfterPasswordChange'),
    loginError: error,
    showPasswordChanged: passwordChanged,
    accessToken: session?.access_token ?? null,
    uid: session?.current_user.uid ?? null,
    user,
    userTypeLabel: user ? (user.user_type === '1' ? 'Healthcare Professional' : 'Distributor') : null,
  };
}
