import { assign, emit, fromPromise, setup } from 'xstate';

// The editor console's content forms (docs/console-kinds.md, "Forms"): one machine for every kind's
// form. The field values live in the form (Mantine); the machine knows whether they changed, the
// revision the form started from, the save and its outcomes (409 conflict, 401 sign in again,
// a field's or the form's error), uploads in progress, and the "Discard your changes?" question
// before ×, Escape, Cancel, a console navigation or browser Back throws typed work away.

/** The form's values as the save sends them (the kind's own shape). */
export type ContentFormValues = Record<string, unknown>;

/** A save refused as stale (409): who changed the item and when, with the item as it is now. */
export interface ContentFormConflict {
  message: string;
  conflict: { revision: number; updated_at: number | null; updated_by: string | null; current: unknown };
}

/**
 * Why a save failed, as the app's `saveContent` actor rejects: the session ended (401), someone
 * else saved meanwhile (409), or the server refused the values (`field` names the input property
 * the message is about, null for the form as a whole).
 */
export type ContentFormFailure =
  | { kind: 'session' }
  | { kind: 'conflict'; conflict: ContentFormConflict }
  | { kind: 'invalid'; message: string; field: string | null };

export interface ContentFormInput {
  /** The revision of the item the form edits; null for a new item. */
  revision?: number | null;
}

/** What the question "Discard your changes?" was asked for. */
export type ContentFormLeave = 'close' | 'navigate' | 'back';

export interface ContentFormContext {
  revision: number | null;
  /** The form has changes not saved yet (the form reports it). */
  dirty: boolean;
  /** A media field is uploading: Save waits (disabled, "Uploading…"). */
  uploading: boolean;
  /** The values of the save under way, or waiting for the sign-in to finish. */
  values: ContentFormValues | null;
  /** The server's message when it belongs to no single field. */
  error: string | null;
  conflict: ContentFormConflict | null;
  /** Set while "Discard your changes?" is asked. */
  leaving: ContentFormLeave | null;
}

export type ContentFormEvent =
  | { type: 'form.change'; dirty: boolean }
  | { type: 'uploads.change'; uploading: boolean }
  | { type: 'form.save'; values: ContentFormValues }
  | { type: 'form.close' }
  | { type: 'nav.leave' }
  | { type: 'nav.back' }
  | { type: 'discard.keep' }
  | { type: 'discard.confirm' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.overwrite'; values: ContentFormValues }
  | { type: 'signIn.done' }
  | { type: 'signIn.cancel' };

export type ContentFormEmitted =
  | { type: 'form.saved'; values: ContentFormValues }
  | { type: 'form.closed' }
  | { type: 'form.reload'; current: unknown }
  | { type: 'save.failed'; message: string; field: string }
  | { type: 'navigate.leave' }
  | { type: 'navigate.back' };

const failureOf = (error: unknown): ContentFormFailure | null => {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === 'session' || kind === 'conflict' || kind === 'invalid' ? (error as ContentFormFailure) : null;
};

/** A failure that is neither the session nor a conflict: its message, and the field it names. */
const invalidOf = (error: unknown) => {
  const failure = failureOf(error);
  return failure?.kind === 'invalid' ? failure : { kind: 'invalid' as const, message: 'Could not save.', field: null };
};

/** Whatever the form is doing, it keeps telling whether it changed and whether a field uploads. */
const tracking = {
  'form.change': { actions: 'trackDirty' },
  'uploads.change': { actions: 'trackUploads' },
} as const;

export const contentFormMachine = setup({
  types: {
    context: {} as ContentFormContext,
    events: {} as ContentFormEvent,
    input: {} as ContentFormInput | undefined,
    emitted: {} as ContentFormEmitted,
  },
  actors: {
    saveContent: fromPromise<unknown, { values: ContentFormValues; revision: number | null }>(async () => {
      throw new Error('saveContent actor not provided');
    }),
  },
  actions: {
    trackDirty: assign({ dirty: ({ event }) => (event.type === 'form.change' ? event.dirty : false) }),
    trackUploads: assign({ uploading: ({ event }) => (event.type === 'uploads.change' ? event.uploading : false) }),
  },
  guards: {
    isDirty: ({ context }) => context.dirty,
    /** The question came from a refused save's notice (kept until reloaded or saved again). */
    hadConflict: ({ context }) => context.conflict !== null,
    canSave: ({ context }) => !context.uploading,
    leavesPage: ({ context }) => context.leaving === 'navigate',
    goesBack: ({ context }) => context.leaving === 'back',
    sessionEnded: ({ event }) => failureOf((event as { error?: unknown }).error)?.kind === 'session',
    isConflict: ({ event }) => failureOf((event as { error?: unknown }).error)?.kind === 'conflict',
    namesField: ({ event }) => invalidOf((event as { error?: unknown }).error).field !== null,
  },
}).createMachine({
  id: 'contentForm',
  context: ({ input }) => ({
    revision: input?.revision ?? null,
    dirty: false,
    uploading: false,
    values: null,
    error: null,
    conflict: null,
    leaving: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form is open; with changes, leaving it asks first.',
      initial: 'ready',
      on: {
        ...tracking,
        'form.save': { guard: 'canSave', target: 'saving', actions: assign({ values: ({ event }) => event.values }) },
        'form.close': [
          { guard: 'isDirty', target: 'askingDiscard', actions: assign({ leaving: 'close' }) },
          { target: 'closed' },
        ],
        'nav.leave': { guard: 'isDirty', target: 'askingDiscard', actions: assign({ leaving: 'navigate' }) },
        'nav.back': { guard: 'isDirty', target: 'askingDiscard', actions: assign({ leaving: 'back' }) },
      },
      states: {
        ready: { description: 'The fields, the form error if any, Cancel and Save.' },
        conflict: {
          description: 'A save was refused as stale: the values are kept; see their change, reload theirs, or overwrite.',
          on: {
            'conflict.reload': {
              target: 'ready',
              actions: [
                emit(({ context }) => ({ type: 'form.reload' as const, current: context.conflict?.conflict.current })),
                assign({ revision: ({ context }) => context.conflict?.conflict.revision ?? context.revision }),
                assign({ conflict: null, dirty: false }),
              ],
            },
            'conflict.overwrite': {
              guard: 'canSave',
              target: '#contentForm.saving',
              actions: assign({
                revision: ({ context }) => context.conflict?.conflict.revision ?? context.revision,
                values: ({ event }) => event.values,
              }),
            },
          },
        },
      },
    },
    askingDiscard: {
      description: '"Discard your changes?": Keep editing (focused) goes back to the form as it was; Discard leaves.',
      on: {
        ...tracking,
        'discard.keep': [
          { guard: 'hadConflict', target: 'editing.conflict', actions: assign({ leaving: null }) },
          { target: 'editing.ready', actions: assign({ leaving: null }) },
        ],
        'discard.confirm': [
          { guard: 'leavesPage', target: 'leavingPage' },
          { guard: 'goesBack', target: 'goingBack' },
          { target: 'closed' },
        ],
      },
    },
    saving: {
      description: 'Save pressed: the values go with the revision the form started from.',
      entry: assign({ error: null, conflict: null }),
      on: tracking,
      invoke: {
        id: 'saveContent',
        src: 'saveContent',
        input: ({ context }) => ({ values: context.values ?? {}, revision: context.revision }),
        onDone: { target: 'saved' },
        onError: [
          { guard: 'sessionEnded', target: 'signingIn' },
          {
            guard: 'isConflict',
            target: 'editing.conflict',
            actions: assign({
              conflict: ({ event }) => (failureOf(event.error) as Extract<ContentFormFailure, { kind: 'conflict' }>).conflict,
              values: null,
            }),
          },
          {
            guard: 'namesField',
            target: 'editing.ready',
            actions: [
              emit(({ event }) => {
                const { message, field } = invalidOf(event.error);
                return { type: 'save.failed' as const, message, field: field ?? '' };
              }),
              assign({ values: null }),
            ],
          },
          {
            target: 'editing.ready',
            actions: assign({ error: ({ event }) => invalidOf(event.error).message, values: null }),
          },
        ],
      },
    },
    signingIn: {
      description: 'The session ended at Save: a sign-in dialog over the form; then the same values are saved.',
      on: {
        ...tracking,
        'signIn.done': { target: 'saving' },
        'signIn.cancel': { target: 'editing.ready' },
      },
    },
    saved: {
      type: 'final',
      description: 'Saved: the console announces it and the form closes.',
      entry: emit(({ context }) => ({ type: 'form.saved' as const, values: context.values ?? {} })),
    },
    closed: {
      type: 'final',
      description: 'Closed without saving (nothing changed, or the changes were discarded).',
      entry: emit({ type: 'form.closed' }),
    },
    leavingPage: {
      type: 'final',
      description: 'Discarded for a console navigation: the held navigation goes on.',
      entry: emit({ type: 'navigate.leave' }),
    },
    goingBack: {
      type: 'final',
      description: 'Discarded for browser Back: the page goes back.',
      entry: emit({ type: 'navigate.back' }),
    },
  },
});
