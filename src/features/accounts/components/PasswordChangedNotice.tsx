import { lazyDialog } from '../../../components/lazy-dialog';
import { useSessionView } from '../../../session/session-context';

const NoticeDialog = lazyDialog(() => import('../../../components/NoticeDialog').then((m) => m.NoticeDialog));

/** Spec §4: after a password change forced the logout, a confirmation with Done. Mounted app-wide. */
export function PasswordChangedNotice() {
  const { showPasswordChanged, dismissNotice } = useSessionView();
  return (
    <NoticeDialog
      opened={showPasswordChanged}
      onClose={dismissNotice}
      title="Password changed"
      message="Your password has been changed successfully. Please log in again with your new password."
      actionLabel="Done"
    />
  );
}
