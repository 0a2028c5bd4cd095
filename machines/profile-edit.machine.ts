import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';

/**
 * Editable profile values (spec §3 profile record). Professionals use institution_name,
 * profession, specialty and country; distributors use company_name and country.
 */
export interface ProfileValues {
  picture: string | null;
  first_name: string;
  last_name: string;
  /** Read-only on the profile. */
  mail: string;
  institution_name?: string;
  /** Profession term id. */
  profession?: string;
  /** Speciality term id. */
  specialty?: string;
  country?: string;
  company_name?: string;
}

export type ProfileBlock = 'picture' | 'professional';

export interface SaveProfileInput {
  block: ProfileBlock;
  values: ProfileValues;
}

export interface ProfileEditContext {
  /** Last values loaded from the server: what Cancel and "leave" restore. */
  profile: ProfileValues | null;
  /** Values being edited; equals `profile` when nothing is dirty. */
  draft: ProfileValues | null;
  activeBlock: ProfileBlock | null;
  /** Block the user asked to switch to while the active one was dirty. */
  pendingBlock: ProfileBlock | null;
  isDirty: boolean;
  /** Reported by the view's validators; institution/company name errors block saving (spec §5). */
  isValid: boolean;
  showSuccess: boolean;
  error: string | null;
}

export type ProfileEditEvent =
  | { type: 'edit.picture' }
  | { type: 'edit.professional' }
  | { type: 'form.change'; values: Partial<ProfileValues> }
  | { type: 'form.validity'; valid: boolean }
  | { type: 'edit.cancel' }
  | { type: 'edit.save'; values: ProfileValues }
  | { type: 'confirm.accept' }
  | { type: 'confirm.reject' }
  | { type: 'nav.back' }
  | { type: 'nav.leave' }
  | { type: 'success.close' }
  | { type: 'profile.retry' };

/**
 * `navigate.back`: the user may leave the page (the view calls history.back()).
 * `navigate.leave`: the in-app navigation the view held (a link, a menu item, Logout) may go on.
 * `save.failed`: a save was rejected and the edits kept; `message` is the server's, if any.
 */
export type ProfileEditEmitted =
  { type: 'navigate.back' } | { type: 'navigate.leave' } | { type: 'save.failed'; message: string | null };

export const LEAVE_BLOCK_PROMPT = 'Are you sure you want to leave? All provided data will be lost.';
export const BACK_PROMPT = 'You have unsaved changes. Are you sure you want to go back?';
/**
 * Leaving for another page (user menu, bell, footer ...): the spec's back prompt says "go back",
 * which misleads there; its block-switch prompt says exactly what happens (docs/decisions.md).
 */
export const LEAVE_PAGE_PROMPT = LEAVE_BLOCK_PROMPT;

/** Shared by both edit blocks; sibling targets resolve inside `editing`. */
const blockHandlers = {
  'form.change': { actions: 'applyChange' },
  'form.validity': { actions: 'setValidity' },
  'edit.cancel': { target: '#profileEdit.viewing', actions: 'restoreLoaded' },
  'edit.save': { guard: 'canSave', target: '#profileEdit.saving' },
  'nav.back': [{ guard: 'isDirty', target: 'confirmingBack' }, { target: '#profileEdit.leaving' }],
  // Only unsaved edits hold an in-app navigation; otherwise the view lets it go without asking.
  'nav.leave': { guard: 'isDirty', target: 'confirmingExit' },
} as const;

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    emitted: {} as ProfileEditEmitted,
  },
  actors: {
    /** Loads the signed-in user's profile (the app closes over uid and token). */
    loadProfile: fromPromise<ProfileValues>(async () => {
      throw new Error('loadProfile actor not provided');
    }),
    saveProfile: fromPromise<unknown, SaveProfileInput>(async () => {
      throw new Error('saveProfile actor not provided');
    }),
  },
  guards: {
    isDirty: ({ context }) => context.isDirty,
    canSave: ({ context }) => context.isValid,
    isPictureActive: ({ context }) => context.activeBlock === 'picture',
    isPicturePending: ({ context }) => context.pendingBlock === 'picture',
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'form.change' || !context.draft) return {};
      return { draft: { ...context.draft, ...event.values }, isDirty: true };
    }),
    setValidity: assign({ isValid: ({ event }) => (event.type === 'form.validity' ? event.valid : true) }),
    restoreLoaded: assign(({ context }) => ({
      draft: context.profile,
      isDirty: false,
      isValid: true,
      pendingBlock: null,
    })),
    navigateBack: emit({ type: 'navigate.back' } as const),
    navigateLeave: emit({ type: 'navigate.leave' } as const),
    rememberSaveFailure: enqueueActions(({ enqueue }, params: { error: unknown }) => {
      const message = params.error instanceof Error ? params.error.message : null;
      enqueue.assign({ error: message });
      enqueue.emit({ type: 'save.failed', message });
    }),
    storeLoaded: assign((_, params: { profile: ProfileValues }) => ({
      profile: params.profile,
      draft: params.profile,
      isDirty: false,
      isValid: true,
      error: null,
    })),
  },
}).createMachine({
  id: 'profileEdit',
  context: {
    profile: null,
    draft: null,
    activeBlock: null,
    pendingBlock: null,
    isDirty: false,
    isValid: true,
    showSuccess: false,
    error: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Blocking spinner while the profile loads.',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'viewing',
          actions: { type: 'storeLoaded', params: ({ event }) => ({ profile: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : null) }),
        },
      },
    },
    loadFailed: {
      description: 'Spec §8 only logs fetch failures; the page stays empty until a retry.',
      on: { 'profile.retry': { target: 'loading' } },
    },
    viewing: {
      description: 'Read-only profile with an Edit button on each block.',
      entry: assign({ activeBlock: null, pendingBlock: null }),
      on: {
        'edit.picture': { target: 'editing.picture', actions: assign({ showSuccess: false }) },
        'edit.professional': { target: 'editing.professional', actions: assign({ showSuccess: false }) },
        'success.close': { actions: assign({ showSuccess: false }) },
        'nav.back': { target: 'leaving' },
      },
    },
    editing: {
      description: 'Exactly one block is in edit mode, with Save and Cancel.',
      initial: 'picture',
      states: {
        picture: {
          description: 'Picture and name block editing (upload, webcam, crop).',
          entry: assign({ activeBlock: 'picture' }),
          on: {
            ...blockHandlers,
            'edit.professional': [
              { guard: 'isDirty', target: 'confirmingLeave', actions: assign({ pendingBlock: 'professional' }) },
              { target: 'professional', actions: 'restoreLoaded' },
            ],
          },
        },
        professional: {
          description: 'Professional info block editing.',
          entry: assign({ activeBlock: 'professional' }),
          on: {
            ...blockHandlers,
            'edit.picture': [
              { guard: 'isDirty', target: 'confirmingLeave', actions: assign({ pendingBlock: 'picture' }) },
              { target: 'picture', actions: 'restoreLoaded' },
            ],
          },
        },
        confirmingLeave: {
          description: `Switching blocks with unsaved changes: '${LEAVE_BLOCK_PROMPT}'`,
          on: {
            'confirm.accept': [
              { guard: 'isPicturePending', target: 'picture', actions: 'restoreLoaded' },
              { target: 'professional', actions: 'restoreLoaded' },
            ],
            'confirm.reject': [
              { guard: 'isPictureActive', target: 'picture', actions: assign({ pendingBlock: null }) },
              { target: 'professional', actions: assign({ pendingBlock: null }) },
            ],
          },
        },
        confirmingBack: {
          description: `Back navigation with unsaved changes: '${BACK_PROMPT}'`,
          on: {
            'confirm.accept': { target: '#profileEdit.leaving', actions: 'restoreLoaded' },
            'confirm.reject': [{ guard: 'isPictureActive', target: 'picture' }, { target: 'professional' }],
          },
        },
        confirmingExit: {
          description: `In-app navigation to another page with unsaved changes: '${LEAVE_PAGE_PROMPT}'`,
          on: {
            'confirm.accept': { target: '#profileEdit.leavingPage', actions: 'restoreLoaded' },
            'confirm.reject': [{ guard: 'isPictureActive', target: 'picture' }, { target: 'professional' }],
          },
        },
      },
    },
    leavingPage: {
      description: 'Leaving for another page confirmed: emits navigate.leave; the held navigation goes on.',
      type: 'final',
      entry: 'navigateLeave',
    },
    leaving: {
      description: 'Back navigation allowed: emits navigate.back; the page unmounts and drops this actor.',
      type: 'final',
      entry: 'navigateBack',
    },
    saving: {
      description: 'Save request pending: blocking spinner.',
      entry: assign({ draft: ({ context, event }) => (event.type === 'edit.save' ? event.values : context.draft) }),
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({
          block: context.activeBlock ?? 'picture',
          values: context.draft ?? (context.profile as ProfileValues),
        }),
        onDone: { target: 'reloading' },
        // The spec shows no error handling for the save; keep the edits so nothing is lost.
        onError: [
          {
            guard: 'isPictureActive',
            target: 'editing.picture',
            actions: { type: 'rememberSaveFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'editing.professional',
            actions: { type: 'rememberSaveFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    reloading: {
      description: 'Saved; refreshing the profile before showing the success dialog.',
      invoke: {
        id: 'reloadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'viewing',
          actions: [{ type: 'storeLoaded', params: ({ event }) => ({ profile: event.output }) }, assign({ showSuccess: true })],
        },
        // The save itself succeeded: treat the saved values as loaded.
        onError: {
          target: 'viewing',
          actions: [
            assign(({ context }) => ({ profile: context.draft, isDirty: false, isValid: true })),
            assign({ showSuccess: true }),
          ],
        },
      },
    },
  },
});
