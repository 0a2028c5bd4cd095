import { Suspense, type ReactNode } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import type { AppSession } from './app-session';
import { SessionContext, useSessionView } from './session-context';
import { SignOutNoticeShower } from './SignOutNoticeShower';

/** The idle logout's code (machine, tab channel, warning dialog) loads on sign-in, not for guests. */
const IdleWatcher = lazyNamed(() => import('./IdleWatcher'), 'IdleWatcher');

export interface SessionProviderProps {
  /** The app's session (`createAppSession`), created once outside React. */
  session: AppSession;
  children: ReactNode;
}

/**
 * Makes the session available to views (`useSessionView`), runs the idle logout beside it while a
 * member is signed in and shows, once, why a session ended.
 */
export function SessionProvider({ session, children }: SessionProviderProps) {
  return (
    <SessionContext.Provider value={session}>
      <IdleLogout />
      <SignOutNoticeShower />
      {children}
    </SessionContext.Provider>
  );
}

function IdleLogout() {
  const { isSignedIn } = useSessionView();
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <IdleWatcher />
    </Suspense>
  );
}
