import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { toSupportWizardView } from '../../../../machines/support-wizard.view';
import { noSend } from '../no-send';
import { actorEvent, field, ignored, type Oracle, type Outcome } from './oracle';

/**
 * Support wizard, from spec §2 Support (choosing a chip hides the others; choosing it again
 * deselects it and resets later steps; each later step is disabled until the earlier is chosen;
 * the page scrolls to the next step; a thank-you modal on success), §4 (Submit enabled only when
 * subject and message are valid) and §8 (a failed submit is swallowed: back to the form).
 */
type Step = 'resource' | 'reason' | 'form';

export interface SupportWizardState {
  phase: Step | 'submitting' | 'thankYou';
  resource: { id: string; title: string } | null;
  reason: string | null;
  /** The step the page scrolls to after the last choice. */
  scrollTarget: Step;
  subjectValid: boolean;
  messageValid: boolean;
}

export interface SupportWizardScreen {
  enabledSteps: Record<Step, boolean>;
  selectedResourceId: string | null;
  selectedReason: string | null;
  scrollTarget: Step;
  canSubmit: boolean;
  isSubmitting: boolean;
  showThankYou: boolean;
}

const start: SupportWizardState = {
  phase: 'resource',
  resource: null,
  reason: null,
  scrollTarget: 'resource',
  subjectValid: false,
  messageValid: false,
};

export const supportWizardOracle: Oracle<SupportWizardState, SupportWizardScreen> = {
  name: 'supportWizard',
  initial: () => ({ state: start }),
  next: (state, event): Outcome<SupportWizardState> => {
    const { phase } = state;
    const outcome = actorEvent(event as EventObject);
    if (outcome) {
      if (phase !== 'submitting' || outcome.actor !== 'submitSupportRequest') return ignored(state);
      return { state: { ...state, phase: outcome.done ? 'thankYou' : 'form' } };
    }
    switch (event.type) {
      case 'resource.toggle': {
        const id = field<string>(event as EventObject, 'id');
        const title = field<string>(event as EventObject, 'title');
        if (phase === 'resource')
          return { state: { ...state, phase: 'reason', resource: { id, title }, scrollTarget: 'reason' } };
        // Only the chosen chip is still shown: clicking it again starts over.
        if ((phase === 'reason' || phase === 'form') && state.resource?.id === id) return { state: start };
        return ignored(state);
      }
      case 'reason.toggle': {
        const reason = field<string>(event as EventObject, 'reason');
        if (phase === 'reason') return { state: { ...state, phase: 'form', reason, scrollTarget: 'form' } };
        if (phase === 'form' && state.reason === reason) {
          return {
            state: { ...state, phase: 'reason', reason: null, scrollTarget: 'reason', subjectValid: false, messageValid: false },
          };
        }
        return ignored(state);
      }
      case 'form.update':
        if (phase !== 'form') return ignored(state);
        return {
          state: {
            ...state,
            subjectValid: field<boolean>(event as EventObject, 'subjectValid'),
            messageValid: field<boolean>(event as EventObject, 'messageValid'),
          },
        };
      case 'form.submit':
        if (phase !== 'form' || !state.subjectValid || !state.messageValid) return ignored(state);
        return {
          state: { ...state, phase: 'submitting' },
          calls: [
            {
              actor: 'submitSupportRequest',
              input: { resource: state.resource, reason: state.reason, values: field<unknown>(event as EventObject, 'values') },
            },
          ],
        };
      case 'thanks.close':
        return phase === 'thankYou' ? { state: start } : ignored(state);
      default:
        return ignored(state);
    }
  },
  screen: (state) => {
    const reached = state.phase === 'resource' ? 0 : state.phase === 'reason' ? 1 : state.reason === null ? 1 : 2;
    return {
      enabledSteps: { resource: true, reason: reached >= 1, form: reached >= 2 },
      selectedResourceId: state.resource?.id ?? null,
      selectedReason: state.reason,
      scrollTarget: state.scrollTarget,
      canSubmit: state.phase === 'form' && state.subjectValid && state.messageValid,
      isSubmitting: state.phase === 'submitting',
      showThankYou: state.phase === 'thankYou',
    };
  },
  read: (snapshot: AnyMachineSnapshot) => {
    const view = toSupportWizardView(snapshot as never, noSend);
    return {
      enabledSteps: view.enabledSteps,
      selectedResourceId: view.selectedResourceId,
      selectedReason: view.selectedReason,
      scrollTarget: view.scrollTarget,
      canSubmit: view.canSubmit,
      isSubmitting: view.isSubmitting,
      showThankYou: view.showThankYou,
    };
  },
};
