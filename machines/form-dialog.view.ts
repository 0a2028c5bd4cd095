import type { SnapshotFrom } from 'xstate';
import type { DialogValues, FormDialogEvent, formDialogMachine } from './form-dialog.machine';

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

  /** Shows the dialog, optionally with content (e.g. a resource's popup_consent HTML). */
  open: (content?: string | null) => void;
  submit: (values: DialogValues) => void;
  /** Hides the dialog from any step and resets it. */
  close: () => void;
}

export function toFormDialogView(
  snapshot: SnapshotFrom<typeof formDialogMachine>,
  send: (event: FormDialogEvent) => void,
): FormDialogView {
  const { error, content, result } = snapshot.context;
  return {
    isOpen: snapshot.matches('open'),
    isEditing: snapshot.matches({ open: 'editing' }),
    isLoading: snapshot.matches({ open: 'submitting' }),
    isSuccess: snapshot.matches({ open: 'success' }),
    error,
    content,
    result,

    open: (content) => send(content == null ? { type: 'dialog.open' } : { type: 'dialog.open', content }),
    submit: (values) => send({ type: 'dialog.submit', values }),
    close: () => send({ type: 'dialog.close' }),
  };
}
