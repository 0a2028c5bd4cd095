import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  InvitationGoneError,
  type InvitationClaims,
  type RegistrationHomeReason,
} from '../../../../machines/registration.machine';
import { toRegistrationView } from '../../../../machines/registration.view';
import { noSend } from '../no-send';
import { actorEvent, field, ignored, type Oracle, type Outcome } from './oracle';

/**
 * Registration at /register/{jwt?}, from spec §2 (tabs, invitation-required message, distributor
 * form prefilled read-only), §4 (jwt of three parts or home; taken email goes home; confirmation
 * screens) and §8 (registration errors swallowed), plus machines/README.md (a failed email check
 * still shows the invited form), issue 15 (a revoked or replaced invitation goes home) and issue 44
 * (Home says why: an incomplete link, an invitation used or its email registered, or one withdrawn).
 */
type Tab = 'professional' | 'distributor';
type Phase =
  | 'decoding'
  | 'checkingEmail'
  | 'home'
  | 'professional'
  | 'invitationRequired'
  | 'contactOpen'
  | 'distributorForm'
  | 'submitting'
  | 'registered';

export interface RegistrationState {
  phase: Phase;
  jwt: string | null;
  tab: Tab;
  claims: InvitationClaims | null;
  error: string | null;
  homeReason: RegistrationHomeReason | null;
}

export interface RegistrationScreen {
  activeTab: Tab;
  canSwitchTabs: boolean;
  isProfessionalTabDisabled: boolean;
  isCheckingInvitation: boolean;
  showProfessionalForm: boolean;
  showDistributorForm: boolean;
  showInvitationRequired: boolean;
  isContactOpen: boolean;
  isSubmitting: boolean;
  prefill: { email: string; firstName: string; lastName: string; companyName: string; country: string } | null;
  redirectTo: string | null;
  homeReason: RegistrationHomeReason | null;
  error: string | null;
}

const wellFormed = (jwt: string) => {
  const parts = jwt.split('.');
  return parts.length === 3 && parts.every(Boolean);
};

export const registrationOracle: Oracle<RegistrationState, RegistrationScreen> = {
  name: 'registration',
  initial: (input) => {
    const jwt = (input as { jwt?: string } | undefined)?.jwt ?? null;
    const base = { jwt, claims: null, error: null, homeReason: null };
    if (jwt === null) return { state: { ...base, phase: 'professional', tab: 'professional' } };
    if (!wellFormed(jwt)) return { state: { ...base, phase: 'home', tab: 'distributor', homeReason: 'incompleteLink' } };
    return { state: { ...base, phase: 'decoding', tab: 'distributor' }, calls: [{ actor: 'decodeInvitation', input: { jwt } }] };
  },
  next: (state, event): Outcome<RegistrationState> => {
    const { phase } = state;
    const outcome = actorEvent(event as EventObject);
    if (outcome) {
      const value = field<unknown>(event as EventObject, outcome.done ? 'output' : 'error');
      if (phase === 'decoding' && outcome.actor === 'decodeInvitation') {
        // A revoked or replaced invitation goes home with nothing prefilled; any other failure says to reach out.
        if (!outcome.done) {
          if (!(value instanceof InvitationGoneError)) return { state: { ...state, phase: 'invitationRequired' } };
          const homeReason = value.reason === 'used' ? 'invitationUsed' : 'invitationWithdrawn';
          return { state: { ...state, phase: 'home', homeReason } };
        }
        const claims = value as InvitationClaims;
        return {
          state: { ...state, phase: 'checkingEmail', claims },
          calls: [{ actor: 'checkEmailTaken', input: { email: claims.eid } }],
        };
      }
      if (phase === 'checkingEmail' && outcome.actor === 'checkEmailTaken') {
        if (outcome.done && value === true) return { state: { ...state, phase: 'home', homeReason: 'invitationUsed' } };
        return { state: { ...state, phase: 'distributorForm' } };
      }
      if (phase === 'submitting' && outcome.actor === 'registerUser') {
        if (outcome.done) return { state: { ...state, phase: 'registered' } };
        const error = value instanceof Error ? value.message : 'Registration failed.';
        return { state: { ...state, phase: state.tab === 'professional' ? 'professional' : 'distributorForm', error } };
      }
      return ignored(state);
    }
    const onTab =
      phase === 'professional' || phase === 'invitationRequired' || phase === 'contactOpen' || phase === 'distributorForm';
    switch (event.type) {
      case 'tab.select': {
        // Spec §2: tabs are clickable only without a jwt; the active tab stays as it is.
        const tab = field<Tab>(event as EventObject, 'tab');
        if (!onTab || state.jwt !== null || tab === state.tab) return ignored(state);
        return { state: { ...state, tab, phase: tab === 'professional' ? 'professional' : 'invitationRequired' } };
      }
      case 'contact.open':
        return phase === 'invitationRequired' ? { state: { ...state, phase: 'contactOpen' } } : ignored(state);
      case 'contact.close':
        return phase === 'contactOpen' ? { state: { ...state, phase: 'invitationRequired' } } : ignored(state);
      case 'form.submit': {
        if (phase !== 'professional' && phase !== 'distributorForm') return ignored(state);
        const values = field<unknown>(event as EventObject, 'values');
        return {
          state: { ...state, phase: 'submitting', error: null },
          calls: [{ actor: 'registerUser', input: { userType: state.tab, values, claims: state.claims, jwt: state.jwt } }],
        };
      }
      default:
        return ignored(state);
    }
  },
  screen: ({ phase, jwt, tab, claims, error, homeReason }) => ({
    activeTab: tab,
    canSwitchTabs: jwt === null,
    isProfessionalTabDisabled: jwt !== null,
    isCheckingInvitation: phase === 'decoding' || phase === 'checkingEmail',
    showProfessionalForm: phase === 'professional' || (phase === 'submitting' && tab === 'professional'),
    showDistributorForm: phase === 'distributorForm' || (phase === 'submitting' && tab === 'distributor'),
    showInvitationRequired: phase === 'invitationRequired' || phase === 'contactOpen',
    isContactOpen: phase === 'contactOpen',
    isSubmitting: phase === 'submitting',
    prefill: claims && {
      email: claims.eid,
      firstName: claims.firstname,
      lastName: claims.lastname,
      companyName: claims.dname,
      country: claims.country,
    },
    redirectTo:
      phase === 'home'
        ? '/'
        : phase === 'registered'
          ? tab === 'professional'
            ? '/registerConfirmation'
            : '/distributorConfirmation'
          : null,
    homeReason,
    error,
  }),
  read: (snapshot: AnyMachineSnapshot) => {
    const view = toRegistrationView(snapshot as never, noSend);
    return {
      activeTab: view.activeTab,
      canSwitchTabs: view.canSwitchTabs,
      isProfessionalTabDisabled: view.isProfessionalTabDisabled,
      isCheckingInvitation: view.isCheckingInvitation,
      showProfessionalForm: view.showProfessionalForm,
      showDistributorForm: view.showDistributorForm,
      showInvitationRequired: view.showInvitationRequired,
      isContactOpen: view.isContactOpen,
      isSubmitting: view.isSubmitting,
      prefill: view.prefill,
      redirectTo: view.redirectTo,
      homeReason: view.homeReason,
      error: view.error,
    };
  },
};
