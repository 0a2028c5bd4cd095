import { createContext, useContext } from 'react';
import { toSessionView, type SessionView } from '../../machines/session.view';
import { useStoreView } from '../lib/use-store-view';
import type { AppSession } from './app-session';
import type { SignOutNotice } from './sign-out-notice';

/** The app's session (`createAppSession`), supplied by SessionProvider. */
export const SessionContext = createContext<AppSession | null>(null);

/**
 * The session for views: signed in or not, the member, the login error, and the intents
 * (`login`, `logout`, `expire`, `passwordChanged`, `update`, `dismissNotice`).
 */
export function useSessionView(): SessionView {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionView must be used inside <SessionProvider>');
  return useStoreView(session, toSessionView);
}

/** Why the session last ended (shown once on Home), from the session of SessionProvider. */
export function useSignOutNotice(): SignOutNotice {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSignOutNotice must be used inside <SessionProvider>');
  return session.signOutNotice;
}
