import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ProfileValues } from '../../../../machines/profile-edit.machine';
import { toProfileEditView } from '../../../../machines/profile-edit.view';
import { noSend } from '../no-send';
import { actorEvent, errorMessage, field, ignored, type Oracle, type Outcome } from './oracle';

/**
 * My Account, from spec §2 (one Edit per block, then Save and Cancel; success dialog after saving;
 * blocking spinner while loading), §4 (only one block active; switching with unsaved changes asks
 * LEAVE_PROMPT and on confirm resets to the last loaded values; Save refreshes the profile, leaves
 * edit mode, clears the unsaved flag and shows the success dialog; Cancel restores loaded values;
 * unsaved changes arm the leave warning and the back prompt BACK_PROMPT), §5 (Save blocked while
 * invalid) and §8 (fetch failures only logged; save errors not shown), plus machines/README.md
 * (a failed save keeps the edits and announces `save.failed`; a failed refresh after a save keeps
 * the saved values) and docs/decisions.md (an in-app navigation away with unsaved edits asks
 * LEAVE_PROMPT first and is let go on "yes"; without unsaved edits it is not held).
 */
export const LEAVE_PROMPT = 'Are you sure you want to leave? All provided data will be lost.';
export const BACK_PROMPT_TEXT = 'You have unsaved changes. Are you sure you want to go back?';

type Block = 'picture' | 'professional';
type Phase =
  | 'loading'
  | 'loadFailed'
  | 'viewing'
  | 'editing'
  | 'confirmingLeave'
  | 'confirmingBack'
  | 'confirmingExit'
  | 'saving'
  | 'reloading'
  | 'left'
  | 'leftPage';

export interface ProfileEditState {
  phase: Phase;
  /** The block in edit mode (kept while a prompt is open). */
  block: Block | null;
  /** The block the user asked to switch to. */
  pending: Block | null;
  profile: ProfileValues | null;
  draft: ProfileValues | null;
  dirty: boolean;
  valid: boolean;
  success: boolean;
}

export interface ProfileEditScreen {
  isBusy: boolean;
  isLoadFailed: boolean;
  isEditingPicture: boolean;
  isEditingProfessional: boolean;
  editingBlock: Block | null;
  isDirty: boolean;
  canSave: boolean;
  isSaving: boolean;
  showSuccess: boolean;
  confirmPrompt: string | null;
  profile: ProfileValues | null;
  draft: ProfileValues | null;
  warnBeforeUnload: boolean;
  asksBeforeLeaving: boolean;
}

/** Back to the last loaded values: no unsaved changes, nothing invalid. */
const reset = (state: ProfileEditState): ProfileEditState => ({
  ...state,
  draft: state.profile,
  dirty: false,
  valid: true,
  pending: null,
});
const leave = (state: ProfileEditState): Outcome<ProfileEditState> => ({
  state: { ...state, phase: 'left', block: null },
  emitted: [{ type: 'navigate.back' }],
});
const loaded = (state: ProfileEditState, profile: ProfileValues): ProfileEditState => ({
  ...state,
  phase: 'viewing',
  block: null,
  pending: null,
  profile,
  draft: profile,
  dirty: false,
  valid: true,
});

function whileEditing(state: ProfileEditState, event: EventObject): Outcome<ProfileEditState> {
  const block = state.block!;
  switch (event.type) {
    case 'form.change':
      return { state: { ...state, draft: { ...state.draft!, ...field<Partial<ProfileValues>>(event, 'values') }, dirty: true } };
    case 'form.validity':
      return { state: { ...state, valid: field<boolean>(event, 'valid') } };
    case 'edit.cancel':
      return { state: { ...reset(state), phase: 'viewing', block: null } };
    case 'edit.save': {
      if (!state.valid) return ignored(state);
      const values = field<ProfileValues>(event, 'values');
      return { state: { ...state, phase: 'saving', draft: values }, calls: [{ actor: 'saveProfile', input: { block, values } }] };
    }
    case 'nav.back':
      return state.dirty ? { state: { ...state, phase: 'confirmingBack' } } : leave(state);
    case 'nav.leave':
      return state.dirty ? { state: { ...state, phase: 'confirmingExit' } } : ignored(state);
    case 'edit.picture':
    case 'edit.professional': {
      const target: Block = event.type === 'edit.picture' ? 'picture' : 'professional';
      if (target === block) return ignored(state);
      if (state.dirty) return { state: { ...state, phase: 'confirmingLeave', pending: target } };
      return { state: { ...reset(state), block: target } };
    }
    default:
      return ignored(state);
  }
}

export const profileEditOracle: Oracle<ProfileEditState, ProfileEditScreen> = {
  name: 'profileEdit',
  initial: () => ({
    state: {
      phase: 'loading',
      block: null,
      pending: null,
      profile: null,
      draft: null,
      dirty: false,
      valid: true,
      success: false,
    },
    calls: [{ actor: 'loadProfile', input: undefined }],
  }),
  next: (state, event): Outcome<ProfileEditState> => {
    const { phase } = state;
    const outcome = actorEvent(event as EventObject);
    if (outcome) {
      const value = field<unknown>(event as EventObject, outcome.done ? 'output' : 'error');
      if (phase === 'loading' && outcome.actor === 'loadProfile') {
        return outcome.done ? { state: loaded(state, value as ProfileValues) } : { state: { ...state, phase: 'loadFailed' } };
      }
      if (phase === 'saving' && outcome.actor === 'saveProfile') {
        if (outcome.done)
          return { state: { ...state, phase: 'reloading' }, calls: [{ actor: 'reloadProfile', input: undefined }] };
        // The edits are kept; the page is told so it can say the save failed.
        return {
          state: { ...state, phase: 'editing' },
          emitted: [{ type: 'save.failed', message: errorMessage(value) } as EventObject],
        };
      }
      if (phase === 'reloading' && outcome.actor === 'reloadProfile') {
        const profile = outcome.done ? (value as ProfileValues) : state.draft!;
        return { state: { ...loaded(state, profile), success: true } };
      }
      return ignored(state);
    }
    switch (phase) {
      case 'loadFailed':
        return event.type === 'profile.retry'
          ? { state: { ...state, phase: 'loading' }, calls: [{ actor: 'loadProfile', input: undefined }] }
          : ignored(state);
      case 'viewing':
        if (event.type === 'edit.picture') return { state: { ...state, phase: 'editing', block: 'picture', success: false } };
        if (event.type === 'edit.professional')
          return { state: { ...state, phase: 'editing', block: 'professional', success: false } };
        if (event.type === 'success.close') return { state: { ...state, success: false } };
        if (event.type === 'nav.back') return leave(state);
        return ignored(state);
      case 'editing':
        return whileEditing(state, event as EventObject);
      case 'confirmingLeave':
        if (event.type === 'confirm.accept') return { state: { ...reset(state), phase: 'editing', block: state.pending } };
        if (event.type === 'confirm.reject') return { state: { ...state, phase: 'editing', pending: null } };
        return ignored(state);
      case 'confirmingBack':
        if (event.type === 'confirm.accept') return leave(reset(state));
        if (event.type === 'confirm.reject') return { state: { ...state, phase: 'editing' } };
        return ignored(state);
      case 'confirmingExit':
        if (event.type === 'confirm.accept') {
          return { state: { ...reset(state), phase: 'leftPage', block: null }, emitted: [{ type: 'navigate.leave' }] };
        }
        if (event.type === 'confirm.reject') return { state: { ...state, phase: 'editing' } };
        return ignored(state);
      default:
        return ignored(state);
    }
  },
  screen: (state) => {
    const { phase, block } = state;
    const editing =
      phase === 'editing' || phase === 'confirmingLeave' || phase === 'confirmingBack' || phase === 'confirmingExit';
    const saving = phase === 'saving' || phase === 'reloading';
    return {
      isBusy: phase === 'loading' || saving,
      isLoadFailed: phase === 'loadFailed',
      isEditingPicture: editing && block === 'picture',
      isEditingProfessional: editing && block === 'professional',
      editingBlock: editing ? block : null,
      isDirty: state.dirty,
      canSave: phase === 'editing' && state.valid,
      isSaving: saving,
      showSuccess: state.success,
      confirmPrompt:
        phase === 'confirmingLeave' || phase === 'confirmingExit'
          ? LEAVE_PROMPT
          : phase === 'confirmingBack'
            ? BACK_PROMPT_TEXT
            : null,
      profile: state.profile,
      draft: state.draft,
      warnBeforeUnload: state.dirty,
      asksBeforeLeaving: phase === 'editing' && state.dirty,
    };
  },
  read: (snapshot: AnyMachineSnapshot) => {
    const view = toProfileEditView(snapshot as never, noSend);
    return {
      isBusy: view.isBusy,
      isLoadFailed: view.isLoadFailed,
      isEditingPicture: view.isEditingPicture,
      isEditingProfessional: view.isEditingProfessional,
      editingBlock: view.editingBlock,
      isDirty: view.isDirty,
      canSave: view.canSave,
      isSaving: view.isSaving,
      showSuccess: view.showSuccess,
      confirmPrompt: view.confirmPrompt,
      profile: view.profile,
      draft: view.draft,
      warnBeforeUnload: view.warnBeforeUnload,
      asksBeforeLeaving: view.asksBeforeLeaving,
    };
  },
};
