import { createContext, useContext } from 'react';
import type { EditorApiClient } from './editor-client';

/** The editor console's client (createEditorApiClient), supplied by the console's frame. */
export const EditorApiContext = createContext<EditorApiClient | null>(null);

/** The editor console's API client; every editor query and mutation takes it from here. */
export function useEditorApi(): EditorApiClient {
  const api = useContext(EditorApiContext);
  if (!api) throw new Error('useEditorApi must be used inside the editor console');
  return api;
}
