import type { SnapshotFrom } from 'xstate';
import { BACK_PROMPT, LEAVE_BLOCK_PROMPT, type ProfileValues, type profileEditMachine } from './profile-edit.machine';

export interface ProfileEditView {
  /** Blocking spinner: loading, saving or refreshing. */
  isBusy: boolean;
  isEditingPicture: boolean;
  isEditingProfessional: boolean;
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
}

export function toProfileEditView(snapshot: SnapshotFrom<typeof profileEditMachine>): ProfileEditView {
  const { activeBlock, isDirty, showSuccess, profile, draft } = snapshot.context;
  const isConfirmingLeave = snapshot.matches({ editing: 'confirmingLeave' });
  const isConfirmingBack = snapshot.matches({ editing: 'confirmingBack' });
  const isEditing = snapshot.matches('editing');
  const isSaving = snapshot.matches('saving') || snapshot.matches('reloading');
  return {
    isBusy: snapshot.matches('loading') || isSaving,
    isEditingPicture: isEditing && activeBlock === 'picture',
    isEditingProfessional: isEditing && activeBlock === 'professional',
    isDirty,
    canSave: snapshot.can({ type: 'edit.save', values: draft ?? (profile as ProfileValues) }),
    isSaving,
    showSuccess,
    confirmPrompt: isConfirmingLeave ? LEAVE_BLOCK_PROMPT : isConfirmingBack ? BACK_PROMPT : null,
    profile,
    draft,
    warnBeforeUnload: isDirty,
  };
}
