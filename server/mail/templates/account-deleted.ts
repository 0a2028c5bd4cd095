import type { OutgoingMail } from '../mailer';
import { memberMail, type MemberMailInput } from './layout';

/** Confirms a deleted account; its one link goes to the registration page (the email is free again). */
export function accountDeletedMail(input: MemberMailInput): OutgoingMail {
  const { productName } = input;
  return memberMail(input, {
    subject: `Your ${productName} account has been deleted`,
    paragraphs: [
      `As you asked, your ${productName} account has been deleted, and you have been signed out everywhere.`,
      'Your profile, picture, settings, resources, notifications, sign-in history and consents are gone. Support and contact messages you sent are kept for our support team without your name or email address.',
      'You can register again with this email address at any time.',
    ],
    buttonLabel: 'Register again',
    footnote: 'If you did not delete your account, please contact us through the website.',
  });
}
