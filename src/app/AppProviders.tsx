import '@fontsource-variable/inter';
import './inter-fallback.css';
import './first-paint-styles';
import './global.css';
import 'virtual:theme-variables.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { ApiProvider } from '../api/api-context';
import type { ApiClient } from '../api/client';
import type { ApiConnection } from '../api/editor-client';
import { ContactUsProvider } from '../components/contact-us/ContactUsProvider';
import { ArrivalNoticesContext, createArrivalNotices } from '../lib/arrival-notice';
import { createNavigationGuards, NavigationGuardsContext } from '../lib/navigation-guard';
import type { RuntimeConfig } from '../lib/runtime-config';
import type { AppSession } from '../session/app-session';
import { SessionProvider } from '../session/SessionProvider';
import { NotificationsOnDemand } from './NotificationsOnDemand';
import { theme } from './theme';

export interface AppProvidersProps {
  api: ApiClient;
  /** The API's base URL and fetch of `createAppServices`, for the editor console's own client. */
  connection: ApiConnection;
  config: RuntimeConfig;
  /** The session of `createAppServices`. */
  session: AppSession;
  queryClient: QueryClient;
  /** wouter location hook; browser location by default, memory location in tests. */
  locationHook?: BaseLocationHook;
  /** Mantine env: 'test' turns off transitions and portals' delays in unit tests. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/**
 * Every provider the app needs, in one place (tests render through the same component). Every
 * navigation goes through the navigation guards (`aroundNav`), so a page with unsaved work can hold
 * it (src/lib/navigation-guard.ts).
 */
export function AppProviders({
  api,
  connection,
  config,
  session,
  queryClient,
  locationHook,
  env = 'default',
  children,
}: AppProvidersProps) {
  const [guards] = useState(createNavigationGuards);
  const [arrivalNotices] = useState(createArrivalNotices);
  return (
    <MantineProvider theme={theme} withCssVariables={false} env={env}>
      <NotificationsOnDemand />
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={api} config={config} connection={connection}>
          <NavigationGuardsContext.Provider value={guards}>
            <ArrivalNoticesContext.Provider value={arrivalNotices}>
              <Router hook={locationHook} aroundNav={guards.aroundNav}>
                <SessionProvider session={session}>
                  <ContactUsProvider>{children}</ContactUsProvider>
                </SessionProvider>
              </Router>
            </ArrivalNoticesContext.Provider>
          </NavigationGuardsContext.Provider>
        </ApiProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
