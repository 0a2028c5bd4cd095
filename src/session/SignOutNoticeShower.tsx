import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useNavigationGuards } from '../lib/navigation-guard';
import { useSessionView, useSignOutNotice } from './session-context';

/** Mantine notification id: a second show while one is open replaces it instead of stacking. */
export const SIGNED_OUT_NOTIFICATION_ID = 'signed-out-notice';

/**
 * Issue 13: when the session ended for a reason the member did not choose (idle logout, the
 * server's 401 message, another tab's), the app goes Home and shows the reason once, as a
 * notification that stays until closed. The reason is taken when shown, so it never shows again.
 */
export function SignOutNoticeShower() {
  const { isRestoring, isSignedIn } = useSessionView();
  const notice = useSignOutNotice();
  const [, navigate] = useLocation();
  const { bypass } = useNavigationGuards();

  useEffect(() => {
    if (isRestoring) return;
    // Signed in again: a reason left from before is out of date.
    const message = notice.take();
    if (!message || isSignedIn) return;
    bypass(() => navigate('/'));
    notifications.show({
      id: SIGNED_OUT_NOTIFICATION_ID,
      title: 'You were signed out',
      message,
      autoClose: false,
      withCloseButton: true,
      closeButtonProps: { 'aria-label': 'Close notification' },
    });
  }, [isRestoring, isSignedIn, notice, bypass, navigate]);
  return null;
}
