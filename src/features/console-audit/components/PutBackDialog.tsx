import { ConfirmDialog } from '../../../components/ConfirmDialog';

interface PutBackDialogProps {
  /** The change about to be undone, e.g. `Changed Banner 3f6d…`; null while closed. */
  change: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a change is undone; Cancel has the focus first, so Enter never undoes by accident. */
export function PutBackDialog({ change, busy, onConfirm, onCancel }: PutBackDialogProps) {
  return (
    <ConfirmDialog
      opened={change !== null}
      title="Put back?"
      message={`Undo “${change}”? What it changed is put back as it was before (a deleted item comes back as a new one). Guests and members see it at once, and the audit log records it as a new change.`}
      confirmLabel="Put back"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
