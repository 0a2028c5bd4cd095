import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { LoadingOverlayScreen } from '../components/LoadingOverlayScreen';
import { PasswordChangedNotice } from '../features/accounts/components/PasswordChangedNotice';
import { useFirstViewLimits } from '../lib/first-view';
import { lazyNamed } from '../lib/lazy-named';
import { AppRoutes } from './AppRoutes';
import { AppLayout } from './layout/AppLayout';
import { RouteAnnouncer } from './layout/RouteAnnouncer';
import { MemberConsentGate } from './MemberConsentGate';
import { ScrollRestoration } from './ScrollRestoration';

/**
 * The editor console's routes, guards and frame (docs/console-code.md): its own lazily loaded part,
 * never in the guest or member bundles; its pages are in the route table beside the members'.
 */
const ConsoleRoutes = lazyNamed(() => import('./console/ConsoleRoutes'), 'ConsoleRoutes');

/** Whether a path belongs to the editor console (`/editor` and below). */
export const isEditorPath = (location: string) => location === '/editor' || location.startsWith('/editor/');

/**
 * The layout around the routed page, plus the app-wide "password changed" notice (spec §4) and, for
 * a signed-in member, the consent gate (issue 13, loaded lazily). The route announcer sits outside
 * the layout, so it stays mounted when the layout changes (bare pages). Under /editor the editor
 * console replaces all of it: an editor is not a member, and a member there sees the editor sign-in.
 */
export function App() {
  const [location] = useLocation();
  useFirstViewLimits(location);
  if (isEditorPath(location)) {
    return (
      <>
        <RouteAnnouncer />
        <Suspense fallback={<LoadingOverlayScreen />}>
          <ConsoleRoutes />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <RouteAnnouncer />
      <ScrollRestoration />
      <AppLayout>
        <AppRoutes />
        <PasswordChangedNotice />
        <MemberConsentGate />
      </AppLayout>
    </>
  );
}
