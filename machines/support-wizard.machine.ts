import { assign, fromPromise, setup } from 'xstate';

export interface SupportResource {
  id: string;
  title: string;
}

/** Values of step 3; the app builds the spec §3 support payload from them. */
export interface SupportFormValues {
  subject: string;
  message: string;
  /** Optional attachment as a data URL (max 1 MB, checked by the view). */
  attachment?: string | null;
}

export interface SubmitSupportRequestInput {
  resource: SupportResource;
  reason: string;
  values: SupportFormValues;
}

/** Names of the wizard's steps, in order; `step` in context indexes this list. */
export const SUPPORT_STEPS = ['resource', 'reason', 'form'] as const;
export type SupportStep = (typeof SUPPORT_STEPS)[number];

export interface SupportWizardContext {
  selectedResource: SupportResource | null;
  selectedReason: string | null;
  /** Index of the furthest enabled step (0..2); later steps are disabled. */
  step: number;
  /** Step the page scrolls smoothly to after a choice. */
  scrollTarget: SupportStep;
  subjectValid: boolean;
  messageValid: boolean;
  /** Last submit failure; spec §8 swallows it, kept for logging or an optional message. */
  error: string | null;
}

export type SupportWizardEvent =
  | { type: 'resource.toggle'; id: string; title: string }
  | { type: 'reason.toggle'; reason: string }
  | { type: 'form.update'; subjectValid: boolean; messageValid: boolean }
  | { type: 'form.submit'; values: SupportFormValues }
  | { type: 'thanks.close' };

const initialContext: SupportWizardContext = {
  selectedResource: null,
  selectedReason: null,
  step: 0,
  scrollTarget: 'resource',
  subjectValid: false,
  messageValid: false,
  error: null,
};

export const supportWizardMachine = setup({
  types: {
    context: {} as SupportWizardContext,
    events: {} as SupportWizardEvent,
  },
  actors: {
    submitSupportRequest: fromPromise<unknown, SubmitSupportRequestInput>(async () => {
      throw new Error('submitSupportRequest actor not provided');
    }),
  },
  guards: {
    /** Only the chosen chip stays visible, so only it can be toggled (off). */
    isSelectedResource: ({ context, event }) => event.type === 'resource.toggle' && context.selectedResource?.id === event.id,
    isSelectedReason: ({ context, event }) => event.type === 'reason.toggle' && context.selectedReason === event.reason,
    canSubmit: ({ context }) => context.subjectValid && context.messageValid,
  },
  actions: {
    resetAll: assign(() => initialContext),
    resetReason: assign({
      selectedReason: null,
      step: 1,
      scrollTarget: 'reason',
      subjectValid: false,
      messageValid: false,
      error: null,
    }),
  },
}).createMachine({
  id: 'supportWizard',
  context: initialContext,
  initial: 'resource',
  states: {
    resource: {
      description: "Step 1 'Which resource is your question/issue related to?'; later steps disabled.",
      on: {
        'resource.toggle': {
          target: 'reason',
          actions: assign({
            selectedResource: ({ event }) => ({ id: event.id, title: event.title }),
            step: 1,
            scrollTarget: 'reason',
          }),
        },
      },
    },
    reason: {
      description: "Step 2 'Why are you contacting us?'; the form step is still disabled.",
      on: {
        'resource.toggle': { guard: 'isSelectedResource', target: 'resource', actions: 'resetAll' },
        'reason.toggle': {
          target: 'form',
          actions: assign({ selectedReason: ({ event }) => event.reason, step: 2, scrollTarget: 'form' }),
        },
      },
    },
    form: {
      description: "Step 3 'Tell us about your request'; Submit enabled only when subject and message are valid.",
      on: {
        'resource.toggle': { guard: 'isSelectedResource', target: 'resource', actions: 'resetAll' },
        'reason.toggle': { guard: 'isSelectedReason', target: 'reason', actions: 'resetReason' },
        'form.update': {
          actions: assign({
            subjectValid: ({ event }) => event.subjectValid,
            messageValid: ({ event }) => event.messageValid,
          }),
        },
        'form.submit': { guard: 'canSubmit', target: 'submitting' },
      },
    },
    submitting: {
      description: 'Support request pending: loading overlay.',
      entry: assign({ error: null }),
      invoke: {
        id: 'submitSupportRequest',
        src: 'submitSupportRequest',
        input: ({ context, event }) => ({
          resource: context.selectedResource ?? { id: '', title: '' },
          reason: context.selectedReason ?? '',
          values: event.type === 'form.submit' ? event.values : { subject: '', message: '' },
        }),
        onDone: { target: 'thankYou' },
        onError: {
          target: 'form',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : null) }),
        },
      },
    },
    thankYou: {
      description: 'Thank-you contact modal shown over the wizard.',
      on: { 'thanks.close': { target: 'resource', actions: 'resetAll' } },
    },
  },
});
