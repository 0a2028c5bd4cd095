import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/query-client';
import { createAppServices } from './app/create-app-services';
import { loadRuntimeConfig } from './lib/runtime-config';

const config = await loadRuntimeConfig();
const queryClient = createQueryClient();
const { api, session } = createAppServices({ apiBaseUrl: config.apiBaseUrl || window.location.origin, queryClient });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders api={api} config={config} session={session} queryClient={queryClient}>
      <App />
    </AppProviders>
  </StrictMode>,
);
