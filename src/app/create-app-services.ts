import type { QueryClient } from '@tanstack/react-query';
import { addBearerAuth, createApiClient, type ApiClient } from '../api/client';
import type { ApiConnection } from '../api/editor-client';
import { createAppSession, sessionAuth, type AppSession } from '../session/app-session';

export interface AppServicesOptions {
  /** Base URL of the API (`/config.json`'s apiBaseUrl, or the SPA's origin). */
  apiBaseUrl: string;
  queryClient: QueryClient;
  /** A fetch of the caller's own (tests: the fake API); default the global fetch. */
  fetch?: typeof fetch;
}

export interface AppServices {
  api: ApiClient;
  /** The one session, already running (restoring a stored session, or a guest). */
  session: AppSession;
  /** Where the API is: the editor console makes its own client from it (docs/console-code.md). */
  connection: ApiConnection;
}

/**
 * Creates the API client and the session once, outside React, and joins them: the client reads
 * the bearer token from the session at every request, and a 401 ends the session.
 */
export function createAppServices({ apiBaseUrl, queryClient, fetch }: AppServicesOptions): AppServices {
  const api = createApiClient(apiBaseUrl, fetch);
  const session = createAppSession({ api, queryClient });
  addBearerAuth(api, sessionAuth(session));
  return { api, session, connection: { baseUrl: apiBaseUrl, fetch } };
}
