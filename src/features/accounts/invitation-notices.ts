import type { RegistrationHomeReason } from '../../../machines/registration.machine';
import type { ArrivalNoticeContent } from '../../lib/arrival-notice';

/**
 * What Home tells a visitor whose invitation link sent them there (issue 44; spec §4 only says
 * "redirect to /"): why, and the way on.
 */
export function invitationNotice(reason: RegistrationHomeReason, productName: string): ArrivalNoticeContent {
  switch (reason) {
    case 'invitationUsed':
      return {
        title: 'This invitation has already been used',
        message: 'An account already exists for the email address it was sent to. Log in with that address.',
        action: { label: 'Log in', href: '/login' },
      };
    case 'invitationWithdrawn':
      return {
        title: 'This invitation was withdrawn',
        message: `It is no longer valid, or a newer invitation email replaced it. Use the link in your latest invitation email, or reach out to your ${productName} representative.`,
      };
    case 'incompleteLink':
      return {
        title: 'This invitation link is incomplete',
        message: `Open the whole link from the invitation email, or reach out to your ${productName} representative for a new one.`,
      };
  }
}
