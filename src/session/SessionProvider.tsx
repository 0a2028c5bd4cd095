import type { ReactNode } from 'react';
import { IdleWatcher } from './IdleWatcher';
import type { SessionActor } from './session-actor';
import { SessionActorContext } from './session-context';
import { SignOutNoticeShower } from './SignOutNoticeShower';

export interface SessionProviderProps {
  /** The app's session actor (`createSessionActor`), created once outside React. */
  session: SessionActor;
  children: ReactNode;
}

/**
 * Makes the session available to views (`useSessionView`), runs the idle logout beside it and
 * shows, once, why a session ended.
 */
export function SessionProvider({ session, children }: SessionProviderProps) {
  return (
    <SessionActorContext.Provider value={session}>
      <IdleWatcher />
      <SignOutNoticeShower />
      {children}
    </SessionActorContext.Provider>
  );
}
