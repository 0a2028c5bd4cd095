import type { SnapshotFrom } from 'xstate';
import type { formDialogMachine } from './form-dialog.machine';

export interface FormDialogView {
  isOpen: boolean;
  /** The form (or plain content) is shown. */
  isEditing: boolean;
  /** The loading overlay is shown (spec §2: every dialog while a request is pending). */
  isLoading: boolean;
  /** The confirmation content is shown. */
  isSuccess: boolean;
  error: string | null;
  content: string | null;
  result: unknown;
}

export function toFormDialogView(snapshot: SnapshotFrom<typeof formDialogMachine>): FormDialogView {
  const { error, content, result } = snapshot.context;
  return {
    isOpen: snapshot.matches('open'),
    isEditing: snapshot.matches({ open: 'editing' }),
    isLoading: snapshot.matches({ open: 'submitting' }),
    isSuccess: snapshot.matches({ open: 'success' }),
    error,
    content,
    result,
  };
}
