import type { SnapshotFrom } from 'xstate';
import {
  BACK_PROMPT,
  LEAVE_BLOCK_PROMPT,
  LEAVE_PAGE_PROMPT,
  type ProfileBlock,
  type ProfileEditEvent,
  type ProfileValues,
  type profileEditMachine,
} from './profile-edit.machine';

export interface ProfileEditView {
  /** Blocking spinner: loading, saving or refreshing. */
  isBusy: boolean;
  /** The profile could not be loaded; the page offers `retry()`. */
  isLoadFailed: boolean;
  isEditingPicture: boolean;
  isEditingProfessional: boolean;
  /** The block in edit mode (also while its prompt is open), or null. */
  editingBlock: ProfileBlock | null;
  isDirty: boolean;
  /** Whether Save is enabled (asks the machine, not a re-computed rule). */
  canSave: boolean;
  isSaving: boolean;
  showSuccess: boolean;
  /** Text of the open confirmation prompt, or null. */
  confirmPrompt: string | null;
  /** Loaded values (view mode) and the values being edited. */
  profile: ProfileValues | null;
  draft: ProfileValues | null;
  /** True while the browser's leave warning should be armed. */
  warnBeforeUnload: boolean;
  /** An in-app navigation away must be confirmed first (unsaved edits): hold it and call `leave()`. */
  asksBeforeLeaving: boolean;

  /** Edit button of the picture and name block. */
  editPicture: () => void;
  /** Edit button of the Professional Info block. */
  editProfessional: () => void;
  /** A field of the active block changed (marks it dirty). */
  change: (values: Partial<ProfileValues>) => void;
  /** The view's validators ran on the active block. */
  setValidity: (valid: boolean) => void;
  save: (values: ProfileValues) => void;
  cancel: () => void;
  /** "Yes" on the open prompt: discard the edits (and switch block or go back). */
  confirmLeave: () => void;
  /** "No" on the open prompt: keep editing. */
  stay: () => void;
  /** The browser's back button was pressed. */
  back: () => void;
  /** An in-app navigation to another page was held (asks; `navigate.leave` follows on "yes"). */
  leave: () => void;
  closeSuccess: () => void;
  retry: () => void;
}

export function toProfileEditView(
  snapshot: SnapshotFrom<typeof profileEditMachine>,
  send: (event: ProfileEditEvent) => void,
): ProfileEditView {
  const { activeBlock, isDirty, showSuccess, profile, draft } = snapshot.context;
  const isConfirmingLeave = snapshot.matches({ editing: 'confirmingLeave' });
  const isConfirmingBack = snapshot.matches({ editing: 'confirmingBack' });
  const isConfirmingExit = snapshot.matches({ editing: 'confirmingExit' });
  const isEditing = snapshot.matches('editing');
  const isSaving = snapshot.matches('saving') || snapshot.matches('reloading');
  return {
    isBusy: snapshot.matches('loading') || isSaving,
    isLoadFailed: snapshot.matches('loadFailed'),
    isEditingPicture: isEditing && activeBlock === 'picture',
    isEditingProfessional: isEditing && activeBlock === 'professional',
    editingBlock: isEditing ? activeBlock : null,
    isDirty,
    canSave: snapshot.can({ type: 'edit.save', values: draft ?? (profile as ProfileValues) }),
    isSaving,
    showSuccess,
    confirmPrompt: isConfirmingLeave
      ? LEAVE_BLOCK_PROMPT
      : isConfirmingBack
        ? BACK_PROMPT
        : isConfirmingExit
          ? LEAVE_PAGE_PROMPT
          : null,
    profile,
    draft,
    warnBeforeUnload: isDirty,
    asksBeforeLeaving: snapshot.can({ type: 'nav.leave' }),

    editPicture: () => send({ type: 'edit.picture' }),
    editProfessional: () => send({ type: 'edit.professional' }),
    change: (values) => send({ type: 'form.change', values }),
    setValidity: (valid) => send({ type: 'form.validity', valid }),
    save: (values) => send({ type: 'edit.save', values }),
    cancel: () => send({ type: 'edit.cancel' }),
    confirmLeave: () => send({ type: 'confirm.accept' }),
    stay: () => send({ type: 'confirm.reject' }),
    back: () => send({ type: 'nav.back' }),
    leave: () => send({ type: 'nav.leave' }),
    closeSuccess: () => send({ type: 'success.close' }),
    retry: () => send({ type: 'profile.retry' }),
  };
}
