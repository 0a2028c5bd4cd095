import { createContext, useContext, useSyncExternalStore } from 'react';
import type { EditorSessionState, EditorSessionStore } from './editor-session';

export const EditorSessionContext = createContext<EditorSessionStore | null>(null);

export function useEditorSessionStore(): EditorSessionStore {
  const store = useContext(EditorSessionContext);
  if (!store) throw new Error('useEditorSessionStore must be used inside the editor console');
  return store;
}

/** The editor session's state, re-rendering on sign-in and sign-out. */
export function useEditorSession(): EditorSessionState {
  const store = useEditorSessionStore();
  return useSyncExternalStore(store.subscribe, store.get);
}
