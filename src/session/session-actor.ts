import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, type Actor } from 'xstate';
import { sessionMachine, type LoginCredentials, type LogoutInput, type Session } from '../../machines/session.machine';
import { accessTokenOf } from '../../machines/session.view';
import type { ApiClient, BearerAuth } from '../api/client';
import { removeMemberQueries } from '../api/member-only';
import { loginUser } from '../api/operations/loginUser';
import { logoutUser } from '../api/operations/logoutUser';
import { PERSIST_KEY, readStoredSession, writeStoredSession } from './session-storage';

/** The one session actor of the app (created once, outside React). */
export type SessionActor = Actor<typeof sessionMachine>;

export interface CreateSessionActorOptions {
  /** The client the login and logout calls go through. */
  api: ApiClient;
  /** Member-only queries are removed from it when the session ends. */
  queryClient: QueryClient;
  /** Where the session is persisted (spec §3); default `window.localStorage`. */
  storage?: Storage;
}

/**
 * The session machine with real actors (storage, login and logout calls), not yet started: give
 * the API client `sessionAuth(actor)` first, then `start()` it. A logout in another tab (the
 * stored session removed) ends this tab's session too.
 */
export function createSessionActor({ api, queryClient, storage = window.localStorage }: CreateSessionActorOptions): SessionActor {
  const logic = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<Session | null>(async () => readStoredSession(storage)),
      loginUser: fromPromise<Session, LoginCredentials>(({ input }) => loginUser(api, input)),
      logoutUser: fromPromise<void, LogoutInput | null>(async ({ input }) => {
        if (input) await logoutUser(api, input);
      }),
    },
    actions: {
      persistSession: ({ context }) => writeStoredSession(context.session, storage),
      clearSession: () => {
        writeStoredSession(null, storage);
        removeMemberQueries(queryClient);
      },
    },
  });
  const actor = createActor(logic);

  const onStorage = (event: StorageEvent) => {
    if (event.key === PERSIST_KEY && event.newValue === null) actor.send({ type: 'session.expire' });
  };
  window.addEventListener('storage', onStorage);
  actor.subscribe({ complete: () => window.removeEventListener('storage', onStorage) });
  return actor;
}

/** What the API client needs from the session: the bearer token now, and a 401 ends the session. */
export function sessionAuth(actor: SessionActor): BearerAuth {
  return {
    getAccessToken: () => accessTokenOf(actor.getSnapshot()),
    onUnauthorized: () => actor.send({ type: 'session.expire' }),
  };
}
