import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiProvider, useRuntimeConfig } from '../../api/api-context';
import { ContactUsProvider } from '../../components/contact-us/ContactUsProvider';
import { createPreviewApiClient } from '../../features/editor/preview/preview-api';
import type { PreviewScreenProps } from '../../features/editor/preview/preview-screen-props';
import { previewSession } from '../../features/editor/preview/preview-session';
import { SessionContext } from '../../session/session-context';
import { createQueryClient } from '../query-client';
import { AppRoutes } from '../AppRoutes';

/**
 * The app's real screens inside the editor console's preview: the route table at `path`, with its
 * own router (links move inside the preview), data cache, the audience's session and an API client
 * whose reads the server answers with the drafts published (features/editor/preview).
 */
export function PreviewScreen({ audience, path, editorToken }: PreviewScreenProps) {
  const config = useRuntimeConfig();
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  const [location] = useState(() => memoryLocation({ path }));
  const api = useMemo(
    () => createPreviewApiClient(config.apiBaseUrl || window.location.origin, editorToken, audience),
    [config.apiBaseUrl, editorToken, audience],
  );
  const session = useMemo(() => previewSession(audience), [audience]);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider api={api} config={config}>
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
