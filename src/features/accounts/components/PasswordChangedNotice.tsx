import { useSessionSend, useSessionView } from '../../../app/session/session-context';
import { NoticeDialog } from '../../../components/NoticeDialog';

/** Spec §4: after a password change forced the logout, a confirmation with Done. Mounted app-wide. */
export function PasswordChangedNotice() {
  const { showPasswordChanged } = useSessionView();
  const send = useSessionSend();
  return (
    <NoticeDialog
      opened={showPasswordChanged}
      onClose={() => send({ type: 'notice.dismiss' })}
      title="Password changed"
      message="Your password has been changed successfully. Please log in again with your new password."
      actionLabel="Done"
    />
  );
}
