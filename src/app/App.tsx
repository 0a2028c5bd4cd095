import { PasswordChangedNotice } from '../features/accounts/components/PasswordChangedNotice';
import { AppRoutes } from './AppRoutes';
import { AppLayout } from './layout/AppLayout';
import { RouteAnnouncer } from './layout/RouteAnnouncer';
import { MemberConsentGate } from './MemberConsentGate';

/**
 * The layout around the routed page, plus the app-wide "password changed" notice (spec §4) and, for
 * a signed-in member, the consent gate (issue 13, loaded lazily). The route announcer sits outside
 * the layout, so it stays mounted when the layout changes (bare pages).
 */
export function App() {
  return (
    <>
      <RouteAnnouncer />
      <AppLayout>
        <AppRoutes />
        <PasswordChangedNotice />
        <MemberConsentGate />
      </AppLayout>
    </>
  );
}
