import { createContext, useContext } from 'react';
import { toSessionView, type SessionView } from '../../machines/session.view';
import { useActorView } from '../lib/use-machine-view';
import type { SessionActor } from './session-actor';
import type { SignOutNotice } from './sign-out-notice';

/** The app's session actor, supplied by SessionProvider. */
export const SessionActorContext = createContext<SessionActor | null>(null);

/**
 * The session for views: signed in or not, the member, the login error, and the intents
 * (`login`, `logout`, `expire`, `passwordChanged`, `update`, `dismissNotice`).
 */
export function useSessionView(): SessionView {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionView must be used inside <SessionProvider>');
  return useActorView(actor, toSessionView);
}

/** Why the session last ended (shown once on Home), from the session actor of SessionProvider. */
export function useSignOutNotice(): SignOutNotice {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSignOutNotice must be used inside <SessionProvider>');
  return actor.signOutNotice;
}
