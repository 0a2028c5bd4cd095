import { NoticeDialog } from '../../../components/NoticeDialog';

export interface ProfileUpdatedDialogProps {
  /** Shown when true. */
  opened: boolean;
  /** Close icon, Escape or a click outside. */
  onClose: () => void;
  /** The Go to Profile button. */
  onGoToProfile: () => void;
}

/** Spec §2 Settings: 'Congratulations / Your profile has been successfully updated.' with Go to Profile. */
export function ProfileUpdatedDialog({ opened, onClose, onGoToProfile }: ProfileUpdatedDialogProps) {
  return (
    <NoticeDialog
      opened={opened}
      onClose={onClose}
      title="Congratulations"
      message="Your profile has been successfully updated."
      actionLabel="Go to Profile"
      onAction={onGoToProfile}
    />
  );
}
