import { Suspense } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import { useSessionView } from '../session/session-context';

// Its own chunk: loaded once a member is signed in, never for a guest (the guest home's budget).
const ConsentGate = lazyNamed(() => import('../features/privacy/ConsentGate'), 'ConsentGate');

/** Issue 13: the blocking consent dialog (src/features/privacy), mounted only while a member is signed in. */
export function MemberConsentGate() {
  const { isSignedIn } = useSessionView();
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <ConsentGate />
    </Suspense>
  );
}
