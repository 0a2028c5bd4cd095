import type { SnapshotFrom } from 'xstate';
import type {
  ContentFormConflict,
  ContentFormEvent,
  ContentFormLeave,
  ContentFormValues,
  contentFormMachine,
} from './content-form.machine';

export interface ContentFormView {
  /** The form is shown (not yet saved, closed or left). */
  isOpen: boolean;
  /** The form has changes not saved yet. */
  isDirty: boolean;
  /** Save is under way (its button shows a loader). */
  isSaving: boolean;
  /** A media field is uploading: Save reads "Uploading…" and cannot be pressed. */
  isUploading: boolean;
  /** Save can be pressed now (no upload in progress, the form is open). */
  canSave: boolean;
  /** "Discard your changes?" is asked. */
  isAskingDiscard: boolean;
  /** What the question is asked for: closing the form, a console navigation or browser Back (null when not asking). */
  askedFor: ContentFormLeave | null;
  /** The sign-in dialog over the form (the session ended at Save). */
  isSigningIn: boolean;
  /** A click outside the form closes it (only while nothing changed). */
  closesOnClickOutside: boolean;
  /** A console navigation or browser Back must be confirmed first. */
  asksBeforeLeaving: boolean;
  /** Leaving the browser page (reload, close) asks the browser's own question. */
  warnBeforeUnload: boolean;
  /** The server's message when it belongs to no single field. */
  formError: string | null;
  /** The save refused as stale (409), while the form offers see / reload / overwrite. */
  conflict: ContentFormConflict | null;
  /** The revision the next save names. */
  revision: number | null;

  /** The form's changed state, as the form reports it. */
  change: (dirty: boolean) => void;
  setUploading: (uploading: boolean) => void;
  save: (values: ContentFormValues) => void;
  /** ×, Escape or Cancel. */
  close: () => void;
  /** A console navigation away from the page. */
  leave: () => void;
  /** Browser Back. */
  back: () => void;
  keepEditing: () => void;
  discard: () => void;
  /** "Reload their version". */
  reload: () => void;
  /** "Save mine over theirs". */
  overwrite: (values: ContentFormValues) => void;
  signedIn: () => void;
  cancelSignIn: () => void;
}

export function toContentFormView(
  snapshot: SnapshotFrom<typeof contentFormMachine>,
  send: (event: ContentFormEvent) => void,
): ContentFormView {
  const { dirty, uploading, error, conflict, revision, leaving } = snapshot.context;
  const isOpen = snapshot.status === 'active';
  const isEditing = snapshot.matches('editing');
  return {
    isOpen,
    isDirty: dirty,
    isSaving: snapshot.matches('saving'),
    isUploading: uploading,
    canSave: snapshot.can({ type: 'form.save', values: {} }),
    isAskingDiscard: snapshot.matches('askingDiscard'),
    askedFor: leaving,
    isSigningIn: snapshot.matches('signingIn'),
    closesOnClickOutside: isEditing && !dirty,
    asksBeforeLeaving: snapshot.can({ type: 'nav.leave' }),
    warnBeforeUnload: isOpen && dirty,
    formError: error,
    conflict,
    revision,

    change: (changed) => send({ type: 'form.change', dirty: changed }),
    setUploading: (busy) => send({ type: 'uploads.change', uploading: busy }),
    save: (values) => send({ type: 'form.save', values }),
    close: () => send({ type: 'form.close' }),
    leave: () => send({ type: 'nav.leave' }),
    back: () => send({ type: 'nav.back' }),
    keepEditing: () => send({ type: 'discard.keep' }),
    discard: () => send({ type: 'discard.confirm' }),
    reload: () => send({ type: 'conflict.reload' }),
    overwrite: (values) => send({ type: 'conflict.overwrite', values }),
    signedIn: () => send({ type: 'signIn.done' }),
    cancelSignIn: () => send({ type: 'signIn.cancel' }),
  };
}
