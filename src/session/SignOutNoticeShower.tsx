import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useArrivalNotices } from '../lib/arrival-notice';
import { useNavigationGuards } from '../lib/navigation-guard';
import { useSessionView, useSignOutNotice } from './session-context';

/**
 * Issue 13: when the session ended for a reason the member did not choose (idle logout, the
 * server's 401 message, another tab's), the app goes Home and shows the reason once. The reason is
 * taken when shown, so it never shows again. Issue 44: it is Home's arrival notice, at the top of
 * the page rather than floating over the header's Login and Register.
 */
export function SignOutNoticeShower() {
  const { isRestoring, isSignedIn } = useSessionView();
  const notice = useSignOutNotice();
  const [, navigate] = useLocation();
  const { bypass } = useNavigationGuards();
  const arrivalNotices = useArrivalNotices();

  useEffect(() => {
    if (isRestoring) return;
    // Signed in again: a reason left from before is out of date.
    const message = notice.take();
    if (!message || isSignedIn) return;
    arrivalNotices.show('/', { title: 'You were signed out', message });
    bypass(() => navigate('/'));
  }, [isRestoring, isSignedIn, notice, bypass, navigate, arrivalNotices]);
  return null;
}
