import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '../lib/runtime-config';
import type { ApiClient } from './client';
import type { ApiConnection } from './editor-client';

interface ApiContextValue {
  api: ApiClient;
  config: RuntimeConfig;
  /** Where the API is, for the editor console's own client (created by the console, editor-client.ts). */
  connection: ApiConnection;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({ api, config, connection, children }: ApiContextValue & { children: ReactNode }) {
  return <ApiContext.Provider value={{ api, config, connection }}>{children}</ApiContext.Provider>;
}

function useApiContext(hook: string): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error(`${hook} must be used inside <ApiProvider>`);
  return value;
}

/** The typed API client for guest and member calls; every query/mutation file takes it from here. */
export function useApi(): ApiClient {
  return useApiContext('useApi').api;
}

export function useRuntimeConfig(): RuntimeConfig {
  return useApiContext('useRuntimeConfig').config;
}

/** The API's base URL and fetch, from which the editor console makes its own client. */
export function useApiConnection(): ApiConnection {
  return useApiContext('useApiConnection').connection;
}
