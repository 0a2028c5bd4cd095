import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useApiConnection } from '../../api/api-context';
import { EditorApiContext } from '../../api/editor-api-context';
import { createEditorApiClient } from '../../api/editor-client';
import { createEditorSessionStore, editorSessionAuth } from '../../session/editor-session';
import { EditorSessionContext } from '../../session/editor-session-context';

/**
 * The console's own session and API client, made once when the console opens and joined as the
 * member's are (create-app-services.ts): the client reads the editor's token from the session at
 * every request, and a 401 ends the session. Never the member's session or client.
 */
export function ConsoleProviders({ children }: { children: ReactNode }) {
  const connection = useApiConnection();
  const queryClient = useQueryClient();
  const [{ session, api }] = useState(() => {
    const store = createEditorSessionStore({ storage: window.localStorage, queryClient });
    return { session: store, api: createEditorApiClient(connection, editorSessionAuth(store)) };
  });
  return (
    <EditorSessionContext.Provider value={session}>
      <EditorApiContext.Provider value={api}>{children}</EditorApiContext.Provider>
    </EditorSessionContext.Provider>
  );
}
