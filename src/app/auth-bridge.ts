import type { SessionProviderProps } from './session/SessionProvider';

/** The link between the API client (which needs the bearer token) and the session actor (which owns it). */
export function createAuthBridge(): SessionProviderProps['bridge'] {
  let token: string | null = null;
  let unauthorized = () => {};
  return {
    getAccessToken: () => token,
    onUnauthorized: () => unauthorized(),
    setAccessToken: (next) => void (token = next),
    setOnUnauthorized: (fn) => void (unauthorized = fn),
  };
}
