import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { LoadingOverlayScreen } from '../components/LoadingOverlayScreen';
import { loginPathFor, safeNextPath } from '../lib/return-path';
import { useSessionView } from '../session/session-context';

/** Who may see a member route (spec §2 route table), by the member session; others are redirected (see RouteGuard). */
export type MemberAccess = 'all' | 'signedIn' | 'signedOut';

/**
 * Who may see a route of the editor console (under /editor), by the console's own session, never
 * the member's (src/app/console/ConsoleRoutes.tsx): 'editor' a signed-in editor, in the console's
 * frame (anyone else is sent to the editor sign-in); 'editorSignedOut' the sign-in (a signed-in
 * editor is sent to /editor); 'editorAll' anyone (the emailed set-password link).
 */
export type ConsoleAccess = 'editor' | 'editorSignedOut' | 'editorAll';

export type RouteAccess = MemberAccess | ConsoleAccess;

/** Whether a route belongs to the editor console (its guard is the console's sign-in). */
export const isConsoleAccess = (access: RouteAccess): access is ConsoleAccess =>
  access === 'editor' || access === 'editorSignedOut' || access === 'editorAll';

export interface RouteGuardProps {
  /** Who may see the route (spec §2 route table); others are redirected (see RouteGuard). */
  access: MemberAccess;
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
