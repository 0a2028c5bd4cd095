import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { LoadingOverlayScreen } from '../components/LoadingOverlayScreen';
import { useSessionView } from './session/session-context';

export type RouteAccess = 'all' | 'signedIn' | 'signedOut';

export interface RouteGuardProps {
  /** Who may see the route (spec §2 route table); others are redirected to /. */
  access: RouteAccess;
  children: ReactNode;
}

/** Signed-out-only routes redirect members home; signed-in-only routes redirect guests home (spec §6). */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const { isRestoring, isSignedIn } = useSessionView();
  if (access === 'all') return children;
  if (isRestoring) return <LoadingOverlayScreen />;
  if (access === 'signedIn' && !isSignedIn) return <Redirect to="/" replace />;
  if (access === 'signedOut' && isSignedIn) return <Redirect to="/" replace />;
  return children;
}
