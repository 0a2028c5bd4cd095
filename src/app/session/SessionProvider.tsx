import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { sessionMachine, type LoginCredentials, type LogoutInput, type Session } from '../../../machines/session.machine';
import { useApi } from '../../api/api-context';
import type { AuthBridge } from '../../api/client';
import { loginUser } from '../../features/accounts/api/loginUser';
import { logoutUser } from '../../features/accounts/api/logoutUser';
import { IdleWatcher } from './IdleWatcher';
import { SessionActorContext } from './session-context';
import { readStoredSession, writeStoredSession } from './session-storage';
import { SessionTokenSync } from './SessionTokenSync';

export interface SessionProviderProps {
  /** The API client's auth bridge; the provider keeps its token in step with the session. */
  bridge: AuthBridge & { setAccessToken: (token: string | null) => void; setOnUnauthorized: (fn: () => void) => void };
  children: ReactNode;
}

/** Runs the session machine with real actors (storage, login and logout calls) and the idle logout. */
export function SessionProvider({ bridge, children }: SessionProviderProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      sessionMachine.provide({
        actors: {
          restoreSession: fromPromise<Session | null>(async () => readStoredSession()),
          loginUser: fromPromise<Session, LoginCredentials>(({ input }) => loginUser(api, input)),
          logoutUser: fromPromise<void, LogoutInput | null>(async ({ input }) => {
            if (input) await logoutUser(api, input);
          }),
        },
        actions: {
          persistSession: ({ context }) => writeStoredSession(context.session),
          clearSession: () => {
            writeStoredSession(null);
            queryClient.removeQueries({ queryKey: ['member'] });
          },
        },
      }),
    [api, queryClient],
  );
  return (
    <SessionActorContext.Provider logic={logic}>
      <SessionTokenSync bridge={bridge} />
      <IdleWatcher />
      {children}
    </SessionActorContext.Provider>
  );
}
