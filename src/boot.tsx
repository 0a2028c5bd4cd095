// The app: its services and its first render, started by the entry (src/main.tsx) once the
// page's first view is on screen.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/query-client';
import { createAppServices } from './app/create-app-services';
import { loadRuntimeConfig } from './lib/runtime-config';

const config = await loadRuntimeConfig();
const queryClient = createQueryClient();
const { api, session, connection } = createAppServices({ apiBaseUrl: config.apiBaseUrl || window.location.origin, queryClient });

const root = createRoot(document.getElementById('root')!);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for one long task (total blocking time, docs/performance.md).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders api={api} connection={connection} config={config} session={session} queryClient={queryClient}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
});
