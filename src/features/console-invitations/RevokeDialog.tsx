import type { InvitationEntry } from '../../api/operations/listEditorInvitations';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface RevokeDialogProps {
  /** The invitation about to be revoked; null while closed. */
  invitation: InvitationEntry | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before revoking; Cancel has the focus first, so Enter never revokes by accident. */
export function RevokeDialog({ invitation, busy, onConfirm, onCancel }: RevokeDialogProps) {
  return (
    <ConfirmDialog
      opened={invitation !== null}
      title="Revoke this invitation?"
      message={`Revoke the invitation of ${invitation?.email}? Their link will lead to the home page and cannot be used to register.`}
      confirmLabel="Revoke"
      danger
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
