import type { OutgoingMail } from '../mailer';
import { memberMail, type MemberMailInput } from './layout';

/** Activation link: `/useractivation/account_<uid>/activate/<token>` (docs/accounts.md). */
export function activationLink(publicUrl: string, uid: number, token: string): string {
  return `${publicUrl}/useractivation/account_${uid}/activate/${encodeURIComponent(token)}`;
}

export function activationMail(input: MemberMailInput): OutgoingMail {
  const { productName } = input;
  return memberMail(input, {
    subject: `Activate your ${productName} account`,
    paragraphs: [
      `Thank you for registering with ${productName}.`,
      'Please activate your account by following the link below. The link can be used once and expires in 24 hours.',
    ],
    buttonLabel: 'Activate my account',
    footnote: 'If you did not register, you can ignore this email.',
  });
}
