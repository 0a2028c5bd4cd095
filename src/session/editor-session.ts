import type { QueryClient } from '@tanstack/react-query';
import type { BearerAuth } from '../api/client';
import { removeEditorQueries } from '../api/editor-only';
import type { EditorLogin } from '../api/operations/loginEditor';
import { SESSION_ENDED_MESSAGE } from './sign-out-notice';

/** A signed-in editor: the tokens of loginEditor and who it is. */
export type EditorSession = EditorLogin;

/** Where the editor session is kept (beside the member session's `persist:root`, never mixed with it). */
export const EDITOR_SESSION_KEY = 'source:editor-session';

export interface EditorSessionState {
  session: EditorSession | null;
  /** Why the last session ended, shown once on the sign-in page (e.g. "You were signed out after …"). */
  notice: string | null;
  /**
   * The server ended the session while a form with unsaved changes held it (`hold`): the
   * console stays, with the form, until the editor signs in again (`renew`) or lets go.
   */
  expired: string | null;
}

export interface EditorSessionStore {
  get: () => EditorSessionState;
  subscribe: (listener: () => void) => () => void;
  signIn: (session: EditorSession) => void;
  /** Ends the session here (the server's is ended by logoutEditor, or already was); `notice` says why. */
  signOut: (notice?: string | null) => void;
  clearNotice: () => void;
  /**
   * A form with unsaved changes holds the session: while one does, the server's end of the
   * session (`expire`) keeps the console open (state `expired`) instead of signing out. The
   * returned function lets go; the last one to let go of an expired session signs out.
   */
  hold: () => () => void;
  /** The server ended the session (a 401): signs out, or marks it `expired` while a form holds it. */
  expire: (notice: string) => void;
  /** The same editor signed in again: the new tokens, the console's cache kept. Another editor is a `signIn`. */
  renew: (session: EditorSession) => void;
}

export interface EditorSessionOptions {
  /** Where the session is kept, so a reload stays signed in (the browser's `localStorage`). */
  storage: Storage;
  /** The app's query cache: the console's queries (EDITOR_ONLY) go whenever the editor changes. */
  queryClient: QueryClient;
}

function read(storage: Storage): EditorSession | null {
  try {
    const raw = storage.getItem(EDITOR_SESSION_KEY);
    const parsed = raw ? (JSON.parse(raw) as EditorSession) : null;
    return parsed && typeof parsed.access_token === 'string' && parsed.editor ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The editor console's session, a small store outside React (useSyncExternalStore reads it). The
 * server's session rules (idle expiry, absolute lifetime) decide when it ends, which the console
 * learns from a 401 (`editorSessionAuth`). A new store, a sign-in and a sign-out each start the
 * console's cache afresh: its query keys do not name the editor.
 */
export function createEditorSessionStore({ storage, queryClient }: EditorSessionOptions): EditorSessionStore {
  let state: EditorSessionState = { session: read(storage), notice: null, expired: null };
  let holds = 0;
  removeEditorQueries(queryClient);
  const listeners = new Set<() => void>();
  const set = (next: EditorSessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  function signOut(notice: string | null = null) {
    storage.removeItem(EDITOR_SESSION_KEY);
    set({ session: null, notice, expired: null });
    removeEditorQueries(queryClient);
  }
  function signIn(session: EditorSession) {
    removeEditorQueries(queryClient);
    storage.setItem(EDITOR_SESSION_KEY, JSON.stringify(session));
    set({ session, notice: null, expired: null });
  }
  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn,
    signOut,
    hold: () => {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds === 0 && state.expired !== null) signOut(state.expired);
      };
    },
    expire: (notice) => {
      if (holds > 0) {
        if (state.expired === null) set({ ...state, expired: notice });
      } else signOut(notice);
    },
    renew: (session) => {
      if (state.session?.editor.uid !== session.editor.uid) return signIn(session);
      storage.setItem(EDITOR_SESSION_KEY, JSON.stringify(session));
      set({ ...state, session, expired: null });
    },
    clearNotice: () => {
      if (state.notice !== null) set({ ...state, notice: null });
    },
  };
}

/**
 * What the console's API client needs from the editor session: the editor's token now, and a 401
 * ends the session with the server's message (shown once on the sign-in page), or, while a form
 * with unsaved changes holds it, marks it expired so the form can sign in again and save.
 */
export function editorSessionAuth(store: EditorSessionStore): BearerAuth {
  return {
    getAccessToken: () => store.get().session?.access_token ?? null,
    onUnauthorized: (message) => store.expire(message ?? SESSION_ENDED_MESSAGE),
  };
}
