import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { LoadingOverlayScreen } from '../components/LoadingOverlayScreen';
import { loginPathFor, safeNextPath } from '../lib/return-path';
import { useSessionView } from '../session/session-context';

export type RouteAccess = 'all' | 'signedIn' | 'signedOut';

export interface RouteGuardProps {
  /** Who may see the route (spec §2 route table); others are redirected (see RouteGuard). */
  access: RouteAccess;
  children: ReactNode;
}

/**
 * Signed-out-only routes send members home (spec §6), or, right after logging in, on to the page
 * the login was asked for (`?next=`). Signed-in-only routes send guests to the login page with the
 * way back (spec §6 says home, which left a guest following a Support link with no idea why;
 * docs/decisions.md).
 */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const { isRestoring, isSignedIn } = useSessionView();
  const [location] = useLocation();
  const search = useSearch();
  if (access === 'all') return children;
  if (isRestoring) return <LoadingOverlayScreen />;
  if (access === 'signedIn' && !isSignedIn)
    return <Redirect to={loginPathFor(`${location}${search ? `?${search}` : ''}`)} replace />;
  if (access === 'signedOut' && isSignedIn) return <Redirect to={safeNextPath(search) ?? '/'} replace />;
  return children;
}
