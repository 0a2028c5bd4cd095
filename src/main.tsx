import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client';
import { App } from './app/App';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { createAuthBridge } from './app/auth-bridge';
import { loadRuntimeConfig } from './lib/runtime-config';

const config = await loadRuntimeConfig();
const bridge = createAuthBridge();
const api = createApiClient(config.apiBaseUrl || window.location.origin, bridge);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders api={api} config={config} bridge={bridge} queryClient={createQueryClient()}>
      <App />
    </AppProviders>
  </StrictMode>,
);
