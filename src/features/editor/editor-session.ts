import type { EditorLogin } from '../../api/operations/loginEditor';

/** A signed-in editor: the tokens of loginEditor and who it is. */
export type EditorSession = EditorLogin;

/** Where the editor session is kept (beside the member session's `persist:root`, never mixed with it). */
export const EDITOR_SESSION_KEY = 'source:editor-session';

export interface EditorSessionState {
  session: EditorSession | null;
  /** Why the last session ended, shown once on the sign-in page (e.g. "You were signed out after …"). */
  notice: string | null;
}

export interface EditorSessionStore {
  get: () => EditorSessionState;
  subscribe: (listener: () => void) => () => void;
  signIn: (session: EditorSession) => void;
  /** Ends the session here (the server's is ended by logoutEditor, or already was); `notice` says why. */
  signOut: (notice?: string | null) => void;
  clearNotice: () => void;
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
 * The editor console's session, a small store outside React (useSyncExternalStore reads it). It
 * is kept in `storage` so a reload stays signed in; the server's session rules (idle expiry,
 * absolute lifetime) decide when it ends, which the console learns from a 401.
 */
export function createEditorSessionStore(storage: Storage): EditorSessionStore {
  let state: EditorSessionState = { session: read(storage), notice: null };
  const listeners = new Set<() => void>();
  const set = (next: EditorSessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: (session) => {
      storage.setItem(EDITOR_SESSION_KEY, JSON.stringify(session));
      set({ session, notice: null });
    },
    signOut: (notice = null) => {
      storage.removeItem(EDITOR_SESSION_KEY);
      set({ session: null, notice });
    },
    clearNotice: () => {
      if (state.notice !== null) set({ ...state, notice: null });
    },
  };
}
