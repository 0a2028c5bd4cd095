import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../../../machines/session.machine';
import { toSessionView, type SessionView } from '../../../machines/session.view';

/** The one session actor of the app; its actors are provided in SessionProvider. */
export const SessionActorContext = createActorContext(sessionMachine);

/** Session state for views: signed in or not, the member, login errors. */
export function useSessionView(): SessionView {
  return SessionActorContext.useSelector(toSessionView);
}

/** Sends events to the session actor (`session.login`, `session.logout`, …). */
export function useSessionSend() {
  return SessionActorContext.useActorRef().send;
}
