import { useEffect } from 'react';
import type { SessionProviderProps } from './SessionProvider';
import { SessionActorContext, useSessionView } from './session-context';
import { PERSIST_KEY } from './session-storage';

/** Keeps the API client's bearer token in step with the session, and ends it on 401 or a logout in another tab. */
export function SessionTokenSync({ bridge }: Pick<SessionProviderProps, 'bridge'>) {
  const { accessToken } = useSessionView();
  const actor = SessionActorContext.useActorRef();
  bridge.setAccessToken(accessToken);

  useEffect(() => {
    bridge.setOnUnauthorized(() => actor.send({ type: 'session.expire' }));
    const onStorage = (event: StorageEvent) => {
      if (event.key === PERSIST_KEY && event.newValue === null) actor.send({ type: 'session.expire' });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [actor, bridge]);
  return null;
}
