import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { onTestFinished } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { Session } from '../../machines/session.machine';
import type { ApiClient } from '../../src/api/client';
import { App } from '../../src/app/App';
import { AppProviders } from '../../src/app/AppProviders';
import { createQueryClient } from '../../src/app/query-client';
import { createAppServices } from '../../src/app/create-app-services';
import { ContactUsContext } from '../../src/components/contact-us/use-contact-us';
import { defaultRuntimeConfig, type RuntimeConfig } from '../../src/lib/runtime-config';
import { useSessionView } from '../../src/session/session-context';
import { writeStoredSession } from '../../src/session/session-storage';
import { createFakeApi, type FakeApi, type FakeRoutes } from './fake-api';

export * from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
export { createFakeApi, json, type FakeRoutes, type RecordedCall } from './fake-api';
export * from './fixtures';

export const TEST_API_BASE = 'http://api.test';

export interface RenderOptions {
  /** Start location, default '/'. */
  path?: string;
  /** Answers of the fake backend ('GET /uiapi/tags': [...]), one for every call made; ignored when `fetch` is given. */
  routes?: FakeRoutes;
  /** A fetch of the test's own; default a fake answering `routes`. */
  fetch?: typeof fetch;
  /** A session stored in localStorage before rendering, so the app starts signed in; default none. */
  session?: Session | null;
  /** Other localStorage entries written before rendering (e.g. the editor console's session). */
  stored?: Record<string, string>;
  /** Runtime config overrides. */
  config?: Partial<RuntimeConfig>;
  /** Receives the 'Contact Us' requests (footer, 'Need help?') instead of the dialog; default the real dialog. */
  onContactUs?: () => void;
}

export interface RenderAppResult extends RenderResult {
  /** Current path of the memory location. */
  location: () => string;
  /** Every path visited, in order. */
  history: string[];
  navigate: (to: string) => void;
  api: ApiClient;
  /** The fake backend's call log (empty when the test passed its own fetch). */
  calls: FakeApi['calls'];
}

/** Renders `ui` inside every provider the app uses (AppProviders), in Mantine's test env. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderAppResult {
  const { path = '/', routes = {}, session = null, config, onContactUs } = options;
  window.localStorage.clear();
  if (session) writeStoredSession(session);
  for (const [key, value] of Object.entries(options.stored ?? {})) window.localStorage.setItem(key, value);
  const fake = createFakeApi(routes);
  const memory = memoryLocation({ path, record: true });
  const queryClient = createQueryClient({ retry: false });
  const services = createAppServices({ apiBaseUrl: TEST_API_BASE, queryClient, fetch: options.fetch ?? fake.fetch });
  onTestFinished(() => void services.session.stop());
  const result = render(
    <AppProviders
      api={services.api}
      connection={services.connection}
      config={{ ...defaultRuntimeConfig, apiBaseUrl: TEST_API_BASE, ...config }}
      session={services.session}
      queryClient={queryClient}
      locationHook={memory.hook}
      env="test"
    >
      {onContactUs ? <ContactUsContext.Provider value={{ onContactUs }}>{ui}</ContactUsContext.Provider> : ui}
    </AppProviders>,
  );
  return {
    ...result,
    location: () => memory.history.at(-1) ?? path,
    history: memory.history,
    navigate: memory.navigate,
    api: services.api,
    calls: fake.calls,
  };
}

/** Renders the whole app (layout + route table) at `path`, plus a probe of the session state. */
export function renderApp(options: RenderOptions = {}): RenderAppResult {
  return renderWithProviders(
    <>
      <SessionProbe />
      <App />
    </>,
    options,
  );
}

/** `data-testid="session-probe"` shows 'restoring', 'signed-in' or 'signed-out'. */
function SessionProbe() {
  const { isRestoring, isSignedIn } = useSessionView();
  const state = isRestoring ? 'restoring' : isSignedIn ? 'signed-in' : 'signed-out';
  return (
    <output data-testid="session-probe" hidden>
      {state}
    </output>
  );
}
