import type { OutgoingMail } from '../mailer';
import { memberMail, type MemberMailInput } from './layout';
import { formatMailDateTime } from './new-sign-in';

/** What changed, as the notice says it. */
const WHAT: Record<'totp_added' | 'totp_removed' | 'recovery_codes_regenerated', string> = {
  totp_added: 'An authenticator app was set up as a second step of signing in.',
  totp_removed: 'The authenticator app was removed: signing in now needs only the password.',
  recovery_codes_regenerated: 'New recovery codes were made; the old ones no longer work.',
};

/**
 * Tells the account that its second factors changed (docs/second-factors.md). Members' link is a
 * fresh "This wasn't me" link; editors' opens the console's sign-in.
 */
export function secondFactorChangedMail(
  input: MemberMailInput,
  { change, at, isEditor }: { change: keyof typeof WHAT; at: Date; isEditor: boolean },
): OutgoingMail {
  const { productName } = input;
  return memberMail(input, {
    subject: `The sign-in security of your ${productName} account changed`,
    paragraphs: [
      WHAT[change],
      `Time: ${formatMailDateTime(at)}`,
      'Your other sessions were signed out.',
      'If this was you, there is nothing to do.',
      isEditor
        ? 'If it was not you, sign in to the console and change your password at once, and tell an administrator.'
        : 'If it was not you, follow the link below. It signs your account out everywhere and sends you a link to set a new password. The link can be used once and expires in 7 days.',
    ],
    buttonLabel: isEditor ? 'Open the console' : "This wasn't me",
    footnote: 'We send this email whenever the second step of signing in to your account changes, to help keep it safe.',
  });
}
