import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiProvider, useApiConnection, useRuntimeConfig } from '../../api/api-context';
import { createPreviewApiClient } from '../../api/preview-client';
import { ContactUsProvider } from '../../components/contact-us/ContactUsProvider';
import type { PreviewScreenProps } from '../../features/console-preview/preview-screen-props';
import { previewSession } from '../../features/console-preview/preview-session';
import { editorSessionAuth } from '../../session/editor-session';
import { useEditorSessionStore } from '../../session/editor-session-context';
import { SessionContext } from '../../session/session-context';
import { createQueryClient } from '../query-client';
import { AppRoutes } from '../AppRoutes';

/**
 * The app's real screens inside the editor console's preview: the route table at `path`, with its
 * own router (links move inside the preview), data cache, the audience's session and an API client
 * whose reads the server answers with the drafts published, under the editor's token read from the
 * console's session (src/api/preview-client.ts).
 */
export function PreviewScreen({ audience, path }: PreviewScreenProps) {
  const config = useRuntimeConfig();
  const connection = useApiConnection();
  const store = useEditorSessionStore();
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  const [location] = useState(() => memoryLocation({ path }));
  const api = useMemo(
    () => createPreviewApiClient(connection.baseUrl, editorSessionAuth(store), audience),
    [connection.baseUrl, store, audience],
  );
  const session = useMemo(() => previewSession(audience), [audience]);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={api} config={config} connection={connection}>
        <Router hook={location.hook}>
          <SessionContext.Provider value={session}>
            <ContactUsProvider>
              <AppRoutes />
            </ContactUsProvider>
          </SessionContext.Provider>
        </Router>
      </ApiProvider>
    </QueryClientProvider>
  );
}
