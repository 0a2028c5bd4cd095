import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '../lib/runtime-config';
import type { ApiClient } from './client';

interface ApiContextValue {
  api: ApiClient;
  config: RuntimeConfig;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({ api, config, children }: ApiContextValue & { children: ReactNode }) {
  return <ApiContext.Provider value={{ api, config }}>{children}</ApiContext.Provider>;
}

/** The typed API client; every query/mutation file takes it from here. */
export function useApi(): ApiClient {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi must be used inside <ApiProvider>');
  return value.api;
}

export function useRuntimeConfig(): RuntimeConfig {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useRuntimeConfig must be used inside <ApiProvider>');
  return value.config;
}
