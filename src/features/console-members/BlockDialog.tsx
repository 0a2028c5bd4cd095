import type { EditorMember } from '../../api/operations/listEditorMembers';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface BlockDialogProps {
  /** The member about to be blocked; null while closed. */
  member: EditorMember | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before blocking; Cancel has the focus first, so Enter never blocks by accident. */
export function BlockDialog({ member, busy, onConfirm, onCancel }: BlockDialogProps) {
  return (
    <ConfirmDialog
      opened={member !== null}
      title="Block this member?"
      message={`Block ${member?.name} (${member?.email})? They are signed out everywhere at once and cannot sign in until unblocked.`}
      confirmLabel="Block"
      danger
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
