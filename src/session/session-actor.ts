import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, type Actor } from 'xstate';
import { sessionMachine, type LoginCredentials, type LogoutInput, type Session } from '../../machines/session.machine';
import type { ApiClient } from '../api/client';
import { removeMemberQueries } from '../api/member-only';
import { loginUser } from '../api/operations/loginUser';
import { logoutUser } from '../api/operations/logoutUser';
import { createSignOutNotice, type SignOutNotice } from './sign-out-notice';
import { PERSIST_KEY, readStoredSession, writeStoredSession } from './session-storage';
import { createTabChannel, type TabChannel } from './tab-channel';

/** The one session actor of the app (created once, outside React), with why it last ended. */
export type SessionActor = Actor<typeof sessionMachine> & {
  /** The reason for the last sign-out, shown once on Home (SignOutNoticeShower). */
  readonly signOutNotice: SignOutNotice;
};

/** The BroadcastChannel (or storage-event) name the tabs share sign-outs on. */
export const SESSION_TAB_CHANNEL = 'source-session';

/** The states in which this tab holds a session that another tab's sign-out must end. */
const HOLDS_SESSION = ['signedIn', 'loggingOut', 'endingAfterPasswordChange'] as const;

export interface CreateSessionActorOptions {
  /** The client the login and logout calls go through. */
  api: ApiClient;
  /** Member-only queries are removed from it when the session ends. */
  queryClient: QueryClient;
  /** Where the session is persisted (spec §3); default `window.localStorage`. */
  storage?: Storage;
  /** How sign-outs reach the other tabs; default a `createTabChannel(SESSION_TAB_CHANNEL)`. */
  tabs?: TabChannel;
  /** Where the reason for a sign-out is kept; default a new one. */
  signOutNotice?: SignOutNotice;
}

/**
 * The session machine with real actors (storage, login and logout calls), not yet started; the
 * app creates it through `createAppSession` (app-session.ts), which loads this module on demand.
 * A logout in another tab (the stored session removed) ends this tab's session too.
 */
export function createSessionActor({
  api,
  queryClient,
  storage = window.localStorage,
  tabs = createTabChannel(SESSION_TAB_CHANNEL),
  signOutNotice = createSignOutNotice(),
}: CreateSessionActorOptions): SessionActor {
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
  const actor = Object.assign(createActor(logic), { signOutNotice });

  // A sign-out here (logout, idle logout, 401, password change) signs out the other tabs, with
  // the reason; one heard from another tab is not told again. The reason is read as this tab
  // stops being signed in: from then on this tab shows it (and takes it), before its logout call
  // has answered and the session is fully gone.
  let heardFromOtherTab = false;
  let heldSession = false;
  let wasSignedIn = false;
  let reason: string | null = null;
  const stateSubscription = actor.subscribe((snapshot) => {
    const holds = HOLDS_SESSION.some((state) => snapshot.matches(state));
    const isSignedIn = snapshot.matches('signedIn');
    if (wasSignedIn && !isSignedIn) reason = actor.signOutNotice.peek();
    if (heldSession && snapshot.matches('signedOut') && !heardFromOtherTab) {
      tabs.post({ type: 'signed-out', message: reason ?? actor.signOutNotice.peek() });
    }
    if (!holds) reason = null;
    heldSession = holds;
    wasSignedIn = isSignedIn;
  });
  const stopListening = tabs.listen((message) => {
    if (message.type !== 'signed-out' || !actor.getSnapshot().matches('signedIn')) return;
    if (message.message) actor.signOutNotice.set(message.message);
    heardFromOtherTab = true;
    actor.send({ type: 'session.expire' });
    heardFromOtherTab = false;
  });

  // The older signal, kept for a browser whose other tab runs without the channel: the stored
  // session was removed.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PERSIST_KEY && event.newValue === null) actor.send({ type: 'session.expire' });
  };
  window.addEventListener('storage', onStorage);
  actor.subscribe({
    complete: () => {
      window.removeEventListener('storage', onStorage);
      stateSubscription.unsubscribe();
      stopListening();
      tabs.close();
    },
  });
  return actor;
}
