import type { RefObject } from 'react';
import { NoticeDialog } from '../../../components/NoticeDialog';

export interface ProfileUpdatedDialogProps {
  /** Shown when true. */
  opened: boolean;
  /** Close icon, Escape or a click outside. */
  onClose: () => void;
  /** The Go to Profile button. */
  onGoToProfile: () => void;
  /** The control that opened it (the Email Notifications switch), focused again once it closes. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Spec §2 Settings: 'Congratulations / Your profile has been successfully updated.' with Go to Profile. */
export function ProfileUpdatedDialog({ opened, onClose, onGoToProfile, returnFocusRef }: ProfileUpdatedDialogProps) {
  return (
    <NoticeDialog
      opened={opened}
      onClose={onClose}
      title="Congratulations"
      message="Your profile has been successfully updated."
      actionLabel="Go to Profile"
      onAction={onGoToProfile}
      returnFocusRef={returnFocusRef}
    />
  );
}
