import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { toFormDialogView } from '../../../../machines/form-dialog.view';
import { noSend } from '../no-send';
import { actorEvent, errorMessage, field, ignored, type Oracle, type Outcome } from './oracle';

/**
 * Any dialog with a form (forgot password, contact us, change password, subscribe thank-you), from
 * spec §2 Dialogs (close icon on every step, loading overlay while pending, confirmation content),
 * §4 (form, then confirmation) and §8 (change password shows the server message; the others
 * swallow errors), plus machines/README.md (closing resets; success is announced to the page).
 */
export interface FormDialogState {
  phase: 'closed' | 'editing' | 'submitting' | 'success';
  content: string | null;
  error: string | null;
  result: unknown;
  fallbackError: string | null;
}

export interface FormDialogScreen {
  isOpen: boolean;
  isEditing: boolean;
  isLoading: boolean;
  isSuccess: boolean;
  error: string | null;
  content: string | null;
  result: unknown;
}

export const formDialogOracle: Oracle<FormDialogState, FormDialogScreen> = {
  name: 'formDialog',
  initial: (input) => ({
    state: {
      phase: 'closed',
      content: null,
      error: null,
      result: null,
      fallbackError: (input as { fallbackError?: string | null } | undefined)?.fallbackError ?? null,
    },
  }),
  next: (state, event): Outcome<FormDialogState> => {
    const { phase } = state;
    const outcome = actorEvent(event as EventObject);
    if (outcome) {
      if (phase !== 'submitting' || outcome.actor !== 'submitDialog') return ignored(state);
      if (outcome.done) {
        const output = field<unknown>(event as EventObject, 'output');
        return {
          state: { ...state, phase: 'success', result: output },
          emitted: [{ type: 'dialog.succeeded', output } as EventObject],
        };
      }
      const error = errorMessage(field<unknown>(event as EventObject, 'error')) ?? state.fallbackError;
      return { state: { ...state, phase: 'editing', error } };
    }
    switch (event.type) {
      case 'dialog.open':
        if (phase !== 'closed') return ignored(state);
        return {
          state: { ...state, phase: 'editing', content: field<string | undefined>(event as EventObject, 'content') ?? null },
        };
      case 'dialog.submit': {
        if (phase !== 'editing') return ignored(state);
        const values = field<unknown>(event as EventObject, 'values');
        return { state: { ...state, phase: 'submitting', error: null }, calls: [{ actor: 'submitDialog', input: values }] };
      }
      case 'dialog.close':
        return phase === 'closed'
          ? ignored(state)
          : { state: { ...state, phase: 'closed', content: null, error: null, result: null } };
      default:
        return ignored(state);
    }
  },
  screen: ({ phase, content, error, result }) => ({
    isOpen: phase !== 'closed',
    isEditing: phase === 'editing',
    isLoading: phase === 'submitting',
    isSuccess: phase === 'success',
    error,
    content,
    result,
  }),
  read: (snapshot: AnyMachineSnapshot) => {
    const { isOpen, isEditing, isLoading, isSuccess, error, content, result } = toFormDialogView(snapshot as never, noSend);
    return { isOpen, isEditing, isLoading, isSuccess, error, content, result };
  },
};
