import { assign, fromPromise, setup } from 'xstate';

/** Spec §3: claims of the distributor invitation token. */
export interface InvitationClaims {
  /** The invited email. */
  eid: string;
  firstname: string;
  lastname: string;
  /** Distributor / company name. */
  dname: string;
  country: string;
}

export type RegistrationTab = 'professional' | 'distributor';

/** Why an invitation link cannot be used any more: withdrawn (revoked or replaced by a resend) or used to register. */
export type InvitationGoneReason = 'withdrawn' | 'used';

/**
 * What the app's `decodeInvitation` throws for an invitation that is no longer valid at all
 * (revoked, replaced by a resend, or already used): the page then goes home with nothing
 * prefilled and says why. Any other failure (expired, unreadable) keeps the "reach out" message.
 */
export class InvitationGoneError extends Error {
  constructor(
    readonly reason: InvitationGoneReason = 'withdrawn',
    message = 'This invitation link is no longer valid.',
  ) {
    super(message);
    this.name = 'InvitationGoneError';
  }
}

/**
 * Why the page sends the visitor home (issue 44: told on arrival): a cut-off invitation link, an
 * invitation already used (or its email already registered: spec §4), or one withdrawn.
 */
export type RegistrationHomeReason = 'incompleteLink' | 'invitationUsed' | 'invitationWithdrawn';

/** Form values as the view collected them; the app's `registerUser` builds the spec §3 payload. */
export type RegistrationValues = Record<string, unknown>;

export interface RegisterUserInput {
  userType: RegistrationTab;
  values: RegistrationValues;
  /** Present for an invited distributor: the server checks read-only values against them. */
  claims: InvitationClaims | null;
  jwt: string | null;
}

export interface RegistrationInput {
  /** The optional `{jwt}` path segment of /register/{jwt?}; undefined when absent. */
  jwt?: string;
}

export interface RegistrationContext {
  jwt: string | null;
  tab: RegistrationTab;
  /** Claims of a valid invitation; they prefill the distributor form read-only. */
  claims: InvitationClaims | null;
  /** Last registration failure. Spec §8 swallows it; kept for an optional inline message. */
  error: string | null;
  /** Set with `redirectingHome`: what to tell the visitor at Home. */
  homeReason: RegistrationHomeReason | null;
}

export type RegistrationEvent =
  | { type: 'tab.select'; tab: RegistrationTab }
  | { type: 'contact.open' }
  | { type: 'contact.close' }
  | { type: 'form.submit'; values: RegistrationValues };

/** Spec §4: a defined jwt must have three dot-separated parts. */
export function isWellFormedJwt(jwt: string): boolean {
  const parts = jwt.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput | undefined,
  },
  actors: {
    /**
     * Loads the invitation's claims (the app asks the server, which verifies it); throws an
     * `InvitationGoneError` for a revoked or replaced link, any other error for an invalid one.
     */
    decodeInvitation: fromPromise<InvitationClaims, { jwt: string }>(async () => {
      throw new Error('decodeInvitation actor not provided');
    }),
    /** Resolves true when the email is already registered (spec §7: non-empty list). */
    checkEmailTaken: fromPromise<boolean, { email: string }>(async () => {
      throw new Error('checkEmailTaken actor not provided');
    }),
    registerUser: fromPromise<unknown, RegisterUserInput>(async () => {
      throw new Error('registerUser actor not provided');
    }),
  },
  guards: {
    hasNoJwt: ({ context }) => context.jwt === null,
    isMalformedJwt: ({ context }) => context.jwt !== null && !isWellFormedJwt(context.jwt),
    /** Tabs are clickable only without a jwt (spec §2), and only towards the other tab. */
    canSelectTab: ({ context, event }) => context.jwt === null && event.type === 'tab.select' && event.tab !== context.tab,
    isProfessionalTab: ({ context }) => context.tab === 'professional',
    isTrue: (_, params: { value: boolean }) => params.value,
    isInvitationGone: (_, params: { error: unknown }) => params.error instanceof InvitationGoneError,
  },
  actions: {
    goHomeBecause: assign({ homeReason: (_, params: { reason: RegistrationHomeReason }) => params.reason }),
    rememberFailure: assign({
      error: (_, params: { error: unknown }) => (params.error instanceof Error ? params.error.message : 'Registration failed.'),
    }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    jwt: input?.jwt ?? null,
    tab: input?.jwt === undefined ? 'professional' : 'distributor',
    claims: null,
    error: null,
    homeReason: null,
  }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      description: 'Decides the starting tab from the route: no jwt, malformed jwt, or an invitation.',
      always: [
        { guard: 'hasNoJwt', target: 'professional' },
        {
          guard: 'isMalformedJwt',
          target: 'redirectingHome',
          actions: { type: 'goHomeBecause', params: { reason: 'incompleteLink' } },
        },
        { target: 'decodingInvitation' },
      ],
    },
    decodingInvitation: {
      description: 'Reading the invitation claims; the Healthcare tab is already disabled.',
      invoke: {
        id: 'decodeInvitation',
        src: 'decodeInvitation',
        input: ({ context }) => ({ jwt: context.jwt ?? '' }),
        onDone: { target: 'checkingEmail', actions: assign({ claims: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isInvitationGone', params: ({ event }) => ({ error: event.error }) },
            target: 'redirectingHome',
            actions: {
              type: 'goHomeBecause',
              params: ({ event }) => ({
                reason:
                  event.error instanceof InvitationGoneError && event.error.reason === 'used'
                    ? 'invitationUsed'
                    : 'invitationWithdrawn',
              }),
            },
          },
          { target: 'distributor.invitationRequired' },
        ],
      },
    },
    checkingEmail: {
      description: 'Checking whether the invited email is already registered (spec §4: then go home).',
      invoke: {
        id: 'checkEmailTaken',
        src: 'checkEmailTaken',
        input: ({ context }) => ({ email: context.claims?.eid ?? '' }),
        onDone: [
          {
            guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
            target: 'redirectingHome',
            actions: { type: 'goHomeBecause', params: { reason: 'invitationUsed' } },
          },
          { target: 'distributor.form' },
        ],
        // The check is advisory (the server rejects a taken email anyway), so a failed check
        // still shows the invited form rather than blocking the invitation.
        onError: { target: 'distributor.form' },
      },
    },
    redirectingHome: {
      description:
        'Malformed jwt, revoked, replaced or used invitation, or already registered email: the view navigates to / and says why.',
      type: 'final',
    },
    professional: {
      description: 'Healthcare Professional tab with its form.',
      entry: assign({ tab: 'professional' }),
      on: {
        'tab.select': { guard: 'canSelectTab', target: 'distributor' },
        'form.submit': { target: 'submitting' },
      },
    },
    distributor: {
      description: 'Distributor tab: the invitation form, or the "reach out" message without one.',
      entry: assign({ tab: 'distributor' }),
      initial: 'invitationRequired',
      on: {
        'tab.select': { guard: 'canSelectTab', target: 'professional' },
      },
      states: {
        invitationRequired: {
          description: "No valid invitation: 'Please reach out to your {product} representative or use the Contact Form.'",
          initial: 'contactClosed',
          states: {
            contactClosed: {
              description: 'Message and Contact Form link shown.',
              on: { 'contact.open': { target: 'contactOpen' } },
            },
            contactOpen: {
              description: 'The contact form modal is open over the message.',
              on: { 'contact.close': { target: 'contactClosed' } },
            },
          },
        },
        form: {
          description: 'Distributor form, prefilled read-only from the invitation claims.',
          on: { 'form.submit': { target: '#registration.submitting' } },
        },
      },
    },
    submitting: {
      description: 'Registration request pending: the loading overlay is shown.',
      entry: assign({ error: null }),
      invoke: {
        id: 'registerUser',
        src: 'registerUser',
        input: ({ context, event }) => ({
          userType: context.tab,
          values: event.type === 'form.submit' ? event.values : {},
          claims: context.claims,
          jwt: context.jwt,
        }),
        onDone: [{ guard: 'isProfessionalTab', target: 'done.professional' }, { target: 'done.distributor' }],
        onError: [
          {
            guard: 'isProfessionalTab',
            target: 'professional',
            actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'distributor.form',
            actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    done: {
      description: 'Registered; the view navigates to the confirmation screen of the tab.',
      initial: 'professional',
      states: {
        professional: { description: 'View navigates to /registerConfirmation.' },
        distributor: { description: 'View navigates to /distributorConfirmation.' },
      },
    },
  },
});
