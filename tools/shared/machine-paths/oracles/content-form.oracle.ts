import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ContentFormConflict, ContentFormValues } from '../../../../machines/content-form.machine';
import { toContentFormView } from '../../../../machines/content-form.view';
import { noSend } from '../no-send';
import { actorEvent, field, ignored, type Oracle, type Outcome } from './oracle';

/**
 * A console content form, from issue 38 ("Forms", "No lost update", "Session safety") and
 * docs/console-kinds.md: closing (×, Escape, Cancel), a console navigation or browser Back with
 * changes asks "Discard your changes?" (Keep editing goes back to the form as it was, with a
 * refused save's notice if it had one; Discard closes, lets the navigation go on, or goes back);
 * without changes closing closes at once and navigations are not held. Save waits for uploads;
 * it sends the values with the revision the form started from. Saved: announced, closed. A 409
 * keeps the values and shows who changed it; "Reload their version" takes their revision and
 * values (unchanged form), "Save mine over theirs" saves the values over their revision. A 401
 * signs in again over the form, then saves the same values (cancel: back to the form). A refusal
 * naming a field goes under that field; any other shows above the form ('Could not save.' when
 * the failure says nothing).
 */
type Phase = 'ready' | 'conflict' | 'askingDiscard' | 'saving' | 'signingIn' | 'saved' | 'closed' | 'leavingPage' | 'goingBack';

export interface ContentFormState {
  phase: Phase;
  /** The form's phase the question came from (ready or conflict). */
  before: 'ready' | 'conflict';
  revision: number | null;
  dirty: boolean;
  uploading: boolean;
  values: ContentFormValues | null;
  error: string | null;
  conflict: ContentFormConflict | null;
  leaving: 'close' | 'navigate' | 'back' | null;
}

export interface ContentFormScreen {
  isOpen: boolean;
  isDirty: boolean;
  isSaving: boolean;
  isUploading: boolean;
  canSave: boolean;
  isAskingDiscard: boolean;
  askedFor: 'close' | 'navigate' | 'back' | null;
  isSigningIn: boolean;
  closesOnClickOutside: boolean;
  asksBeforeLeaving: boolean;
  warnBeforeUnload: boolean;
  formError: string | null;
  conflict: ContentFormConflict | null;
  revision: number | null;
}

const FINAL: Phase[] = ['saved', 'closed', 'leavingPage', 'goingBack'];
const isEditing = (phase: Phase) => phase === 'ready' || phase === 'conflict';

const save = (state: ContentFormState, values: ContentFormValues, revision = state.revision): Outcome<ContentFormState> => ({
  state: { ...state, phase: 'saving', values, revision, error: null, conflict: null },
  calls: [{ actor: 'saveContent', input: { values, revision } }],
});

function saveFailed(state: ContentFormState, error: unknown): Outcome<ContentFormState> {
  const failure = (error ?? {}) as { kind?: string; conflict?: ContentFormConflict; message?: string; field?: string | null };
  if (failure.kind === 'session') return { state: { ...state, phase: 'signingIn' } };
  if (failure.kind === 'conflict') return { state: { ...state, phase: 'conflict', conflict: failure.conflict!, values: null } };
  const invalid = failure.kind === 'invalid';
  const message = invalid ? failure.message! : 'Could not save.';
  const named = invalid ? (failure.field ?? null) : null;
  if (named !== null) {
    return {
      state: { ...state, phase: 'ready', values: null },
      emitted: [{ type: 'save.failed', message, field: named } as EventObject],
    };
  }
  return { state: { ...state, phase: 'ready', values: null, error: message } };
}

export const contentFormOracle: Oracle<ContentFormState, ContentFormScreen> = {
  name: 'contentForm',
  initial: (input) => ({
    state: {
      phase: 'ready',
      before: 'ready',
      revision: (input as { revision?: number | null } | undefined)?.revision ?? null,
      dirty: false,
      uploading: false,
      values: null,
      error: null,
      conflict: null,
      leaving: null,
    },
  }),
  next: (state, event): Outcome<ContentFormState> => {
    const { phase } = state;
    if (FINAL.includes(phase)) return ignored(state);
    const outcome = actorEvent(event as EventObject);
    if (outcome) {
      if (phase !== 'saving' || outcome.actor !== 'saveContent') return ignored(state);
      if (outcome.done) {
        return {
          state: { ...state, phase: 'saved' },
          emitted: [{ type: 'form.saved', values: state.values ?? {} } as EventObject],
        };
      }
      return saveFailed(state, field<unknown>(event as EventObject, 'error'));
    }
    const e = event as EventObject;
    const ask = (leaving: ContentFormState['leaving']): Outcome<ContentFormState> =>
      isEditing(phase) && state.dirty
        ? { state: { ...state, phase: 'askingDiscard', before: phase as 'ready' | 'conflict', leaving } }
        : ignored(state);
    switch (e.type) {
      case 'form.change':
        return { state: { ...state, dirty: field<boolean>(e, 'dirty') } };
      case 'uploads.change':
        return { state: { ...state, uploading: field<boolean>(e, 'uploading') } };
      case 'form.save':
        return isEditing(phase) && !state.uploading ? save(state, field<ContentFormValues>(e, 'values')) : ignored(state);
      case 'form.close':
        if (isEditing(phase) && !state.dirty) return { state: { ...state, phase: 'closed' }, emitted: [{ type: 'form.closed' }] };
        return ask('close');
      case 'nav.leave':
        return ask('navigate');
      case 'nav.back':
        return ask('back');
      case 'discard.keep':
        return phase === 'askingDiscard' ? { state: { ...state, phase: state.before, leaving: null } } : ignored(state);
      case 'discard.confirm': {
        if (phase !== 'askingDiscard') return ignored(state);
        if (state.leaving === 'navigate')
          return { state: { ...state, phase: 'leavingPage' }, emitted: [{ type: 'navigate.leave' }] };
        if (state.leaving === 'back') return { state: { ...state, phase: 'goingBack' }, emitted: [{ type: 'navigate.back' }] };
        return { state: { ...state, phase: 'closed' }, emitted: [{ type: 'form.closed' }] };
      }
      case 'conflict.reload': {
        if (phase !== 'conflict') return ignored(state);
        const theirs = state.conflict!.conflict;
        return {
          state: { ...state, phase: 'ready', revision: theirs.revision, conflict: null, dirty: false },
          emitted: [{ type: 'form.reload', current: theirs.current } as EventObject],
        };
      }
      case 'conflict.overwrite':
        return phase === 'conflict' && !state.uploading
          ? save(state, field<ContentFormValues>(e, 'values'), state.conflict!.conflict.revision)
          : ignored(state);
      case 'signIn.done':
        return phase === 'signingIn' ? save(state, state.values ?? {}) : ignored(state);
      case 'signIn.cancel':
        return phase === 'signingIn' ? { state: { ...state, phase: 'ready' } } : ignored(state);
      default:
        return ignored(state);
    }
  },
  screen: (state) => {
    const open = !FINAL.includes(state.phase);
    const editing = isEditing(state.phase);
    return {
      isOpen: open,
      isDirty: state.dirty,
      isSaving: state.phase === 'saving',
      isUploading: state.uploading,
      canSave: editing && !state.uploading,
      isAskingDiscard: state.phase === 'askingDiscard',
      askedFor: state.leaving,
      isSigningIn: state.phase === 'signingIn',
      closesOnClickOutside: editing && !state.dirty,
      asksBeforeLeaving: editing && state.dirty,
      warnBeforeUnload: open && state.dirty,
      formError: state.error,
      conflict: state.conflict,
      revision: state.revision,
    };
  },
  read: (snapshot: AnyMachineSnapshot) => {
    const view = toContentFormView(snapshot as never, noSend);
    return {
      isOpen: view.isOpen,
      isDirty: view.isDirty,
      isSaving: view.isSaving,
      isUploading: view.isUploading,
      canSave: view.canSave,
      isAskingDiscard: view.isAskingDiscard,
      askedFor: view.askedFor,
      isSigningIn: view.isSigningIn,
      closesOnClickOutside: view.closesOnClickOutside,
      asksBeforeLeaving: view.asksBeforeLeaving,
      warnBeforeUnload: view.warnBeforeUnload,
      formError: view.formError,
      conflict: view.conflict,
      revision: view.revision,
    };
  },
};
