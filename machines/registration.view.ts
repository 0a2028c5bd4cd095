import type { SnapshotFrom } from 'xstate';
import type {
  InvitationClaims,
  RegistrationEvent,
  RegistrationHomeReason,
  RegistrationTab,
  RegistrationValues,
  registrationMachine,
} from './registration.machine';

export interface RegistrationView {
  activeTab: RegistrationTab;
  /** Tabs are clickable only without a jwt (spec §2). */
  canSwitchTabs: boolean;
  isProfessionalTabDisabled: boolean;
  /** Decoding the invitation or checking its email. */
  isCheckingInvitation: boolean;
  showProfessionalForm: boolean;
  showDistributorForm: boolean;
  /** Show 'Please reach out to your {product} representative or use the Contact Form.' */
  showInvitationRequired: boolean;
  isContactOpen: boolean;
  isSubmitting: boolean;
  /** Read-only prefill of the distributor form, from the token. */
  prefill: { email: string; firstName: string; lastName: string; companyName: string; country: string } | null;
  /** Where the view should navigate, if anywhere. */
  redirectTo: '/' | '/registerConfirmation' | '/distributorConfirmation' | null;
  /** With `redirectTo` '/': what Home tells the visitor about their link. */
  homeReason: RegistrationHomeReason | null;
  error: string | null;

  /** A tab was clicked (ignored with a jwt, or for the active tab). */
  selectTab: (tab: RegistrationTab) => void;
  /** The "Contact Form" link of the invitation-required message. */
  openContact: () => void;
  closeContact: () => void;
  /** The active tab's form was submitted (validity is the form's). */
  submit: (values: RegistrationValues) => void;
}

function toPrefill(claims: InvitationClaims | null): RegistrationView['prefill'] {
  if (!claims) return null;
  return {
    email: claims.eid,
    firstName: claims.firstname,
    lastName: claims.lastname,
    companyName: claims.dname,
    country: claims.country,
  };
}

export function toRegistrationView(
  snapshot: SnapshotFrom<typeof registrationMachine>,
  send: (event: RegistrationEvent) => void,
): RegistrationView {
  const { tab, jwt, claims, error, homeReason } = snapshot.context;
  let redirectTo: RegistrationView['redirectTo'] = null;
  if (snapshot.matches('redirectingHome')) redirectTo = '/';
  if (snapshot.matches({ done: 'professional' })) redirectTo = '/registerConfirmation';
  if (snapshot.matches({ done: 'distributor' })) redirectTo = '/distributorConfirmation';
  return {
    activeTab: tab,
    canSwitchTabs: jwt === null,
    isProfessionalTabDisabled: jwt !== null,
    isCheckingInvitation: snapshot.matches('decodingInvitation') || snapshot.matches('checkingEmail'),
    showProfessionalForm: snapshot.matches('professional') || (snapshot.matches('submitting') && tab === 'professional'),
    showDistributorForm: snapshot.matches({ distributor: 'form' }) || (snapshot.matches('submitting') && tab === 'distributor'),
    showInvitationRequired: snapshot.matches({ distributor: 'invitationRequired' }),
    isContactOpen: snapshot.matches({ distributor: { invitationRequired: 'contactOpen' } }),
    isSubmitting: snapshot.matches('submitting'),
    prefill: toPrefill(claims),
    redirectTo,
    homeReason,
    error,

    selectTab: (tab) => send({ type: 'tab.select', tab }),
    openContact: () => send({ type: 'contact.open' }),
    closeContact: () => send({ type: 'contact.close' }),
    submit: (values) => send({ type: 'form.submit', values }),
  };
}
