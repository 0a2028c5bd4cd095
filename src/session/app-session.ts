import type { QueryClient } from '@tanstack/react-query';
import type { SessionContext, SessionEvent } from '../../machines/session.machine';
import { accessTokenOf, type SessionSnapshot } from '../../machines/session.view';
import type { ApiClient, BearerAuth } from '../api/client';
import type { ViewStore } from '../lib/use-store-view';
import type { SessionActor } from './session-actor';
import { firstViewGone } from '../lib/first-view-element';
import { readStoredSession } from './session-storage';
import { createSignOutNotice, SESSION_ENDED_MESSAGE, type SignOutNotice } from './sign-out-notice';

/**
 * The app's session as views and the API client use it. The session machine (and xstate) is not
 * part of the first page load: a visitor with no stored session is a guest at once, and the
 * machine's code loads when the browser is idle, or at the first event (a login) if that comes
 * first. A visitor with a stored session waits for it, as before ("restoring").
 */
export interface AppSession extends ViewStore<SessionSnapshot, SessionEvent> {
  /** Why the session last ended (shown once on Home). */
  readonly signOutNotice: SignOutNotice;
  /** Stops the machine (tests); nothing loads afterwards. */
  stop: () => void;
}

export interface CreateAppSessionOptions {
  api: ApiClient;
  queryClient: QueryClient;
  /** Where the session is persisted (spec §3); default `window.localStorage`. */
  storage?: Storage;
  /** When a guest's tab loads the machine; default when the browser is next idle after the page's load event. */
  whenIdle?: (load: () => void) => void;
}

const SIGNED_OUT: SessionContext = { session: null, error: null, passwordChanged: false };

/** A snapshot of the machine's initial states, for the time before its code has loaded. */
function standInSnapshot(state: 'signedOut' | 'restoring'): SessionSnapshot {
  return { context: SIGNED_OUT, matches: ((value: unknown) => value === state) as SessionSnapshot['matches'] };
}

/** A promise that settles in a later task: the browser may handle input and paint first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * After the page has loaded (its pictures and data first) and drawn itself (the server's first
 * view, which a page with one shows until it has drawn its picture, is gone), when the browser is
 * next idle. A page with a first view fires its load event before the app has even started.
 */
function onIdle(load: () => void): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 4000 });
    else window.setTimeout(load, 1000);
  };
  const afterDrawn = () => void firstViewGone().then(whenIdle);
  if (document.readyState === 'complete') afterDrawn();
  else window.addEventListener('load', afterDrawn, { once: true });
}

export function createAppSession({
  api,
  queryClient,
  storage = window.localStorage,
  whenIdle = onIdle,
}: CreateAppSessionOptions): AppSession {
  const signOutNotice = createSignOutNotice();
  let snapshot = standInSnapshot(readStoredSession(storage) ? 'restoring' : 'signedOut');
  let actor: SessionActor | null = null;
  let loading: Promise<void> | null = null;
  let stopped = false;
  const listeners = new Set<() => void>();
  /** Events sent before the machine has read the stored session; it takes them afterwards. */
  const waiting: SessionEvent[] = [];

  const isRunning = (running: SessionActor | null): running is SessionActor =>
    running !== null && !running.getSnapshot().matches('restoring');

  // Three steps, each a task of its own (the browser gets a turn between them, so none is a long
  // task on a slow phone): load the machine's code, create the actor, start it. Events sent
  // meanwhile wait in `waiting`: the actor is 'restoring' until it has started.
  const load = () => {
    loading ??= import('./session-actor').then(async ({ createSessionActor }) => {
      await nextTask();
      if (stopped) return;
      const started = createSessionActor({ api, queryClient, storage, signOutNotice });
      actor = started;
      started.subscribe((next) => {
        // The stand-in already tells guest or restoring: the machine's own first state adds nothing.
        if (next.matches('restoring')) return;
        snapshot = next;
        for (const event of waiting.splice(0)) started.send(event);
        for (const listener of listeners) listener();
      });
      await nextTask();
      if (!stopped) started.start();
    });
    return loading;
  };

  if (snapshot.matches('restoring')) void load();
  else whenIdle(() => void load());

  return {
    signOutNotice,
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    send: (event) => {
      if (isRunning(actor)) return actor.send(event);
      waiting.push(event);
      void load();
    },
    stop: () => {
      stopped = true;
      actor?.stop();
      listeners.clear();
    },
  };
}

/**
 * What the API client needs from the session: the bearer token now, and a 401 ends the session,
 * keeping the server's message (idle expiry, ended elsewhere) to show once on Home. Only the first
 * 401 of a session counts: later ones (other calls in flight) find it already ended.
 */
export function sessionAuth(session: AppSession): BearerAuth {
  return {
    getAccessToken: () => accessTokenOf(session.getSnapshot()),
    onUnauthorized: (message) => {
      if (!session.getSnapshot().matches('signedIn')) return;
      session.signOutNotice.set(message ?? SESSION_ENDED_MESSAGE);
      session.send({ type: 'session.expire' });
    },
  };
}
