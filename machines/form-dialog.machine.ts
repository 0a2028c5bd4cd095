import { assign, emit, fromPromise, setup } from 'xstate';

/** Field values of whichever dialog form is shown (forgot password, contact, change password). */
export type DialogValues = Record<string, unknown>;

export interface FormDialogInput {
  /**
   * Message stored when `submitDialog` fails without a message of its own. Default null: spec §8
   * swallows forgot-password and contact failures, so nothing is shown.
   */
  fallbackError?: string | null;
}

export interface FormDialogContext {
  /** Optional content the dialog was opened with, e.g. a resource's popup_consent HTML. */
  content: string | null;
  /** Server message after a failed submit (change password shows it, spec §8). */
  error: string | null;
  /** Whatever `submitDialog` resolved with, for the confirmation content. */
  result: unknown;
  fallbackError: string | null;
}

export type FormDialogEvent =
  { type: 'dialog.open'; content?: string } | { type: 'dialog.submit'; values: DialogValues } | { type: 'dialog.close' };

/** Emitted after a successful submit so the app can chain effects (e.g. change password logs out). */
export type FormDialogEmitted = { type: 'dialog.succeeded'; output: unknown };

function messageOf(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message;
  return null;
}

export const formDialogMachine = setup({
  types: {
    context: {} as FormDialogContext,
    events: {} as FormDialogEvent,
    input: {} as FormDialogInput | undefined,
    emitted: {} as FormDialogEmitted,
  },
  actors: {
    submitDialog: fromPromise<unknown, DialogValues>(async () => {
      throw new Error('submitDialog actor not provided');
    }),
  },
  actions: {
    reset: assign({ content: null, error: null, result: null }),
  },
}).createMachine({
  id: 'formDialog',
  context: ({ input }) => ({
    content: null,
    error: null,
    result: null,
    fallbackError: input?.fallbackError ?? null,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Nothing shown.',
      on: {
        'dialog.open': {
          target: 'open',
          actions: assign({ content: ({ event }) => event.content ?? null }),
        },
      },
    },
    open: {
      description: 'Modal shown with its close icon; closing from any step resets the dialog.',
      initial: 'editing',
      on: { 'dialog.close': { target: 'closed', actions: 'reset' } },
      states: {
        editing: {
          description: 'Form (or plain content, for the subscribe thank-you) shown; error under it if any.',
          on: {
            'dialog.submit': { target: 'submitting', actions: assign({ error: null }) },
          },
        },
        submitting: {
          description: 'Request pending: the dialog shows its loading overlay.',
          invoke: {
            id: 'submitDialog',
            src: 'submitDialog',
            input: ({ event }) => (event.type === 'dialog.submit' ? event.values : {}),
            onDone: {
              target: 'success',
              actions: [
                assign({ result: ({ event }) => event.output }),
                emit(({ event }) => ({ type: 'dialog.succeeded' as const, output: event.output })),
              ],
            },
            onError: {
              target: 'editing',
              actions: assign({ error: ({ context, event }) => messageOf(event.error) ?? context.fallbackError }),
            },
          },
        },
        success: {
          description: 'Confirmation content (instructions sent, thank you, password changed).',
        },
      },
    },
  },
});
