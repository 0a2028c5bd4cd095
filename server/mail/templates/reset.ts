import type { OutgoingMail } from '../mailer';
import { memberMail, type MemberMailInput } from './layout';

/** Reset link: `/resetpassword/reset/<uid>/<token>`; name = uid (3rd segment), temp_pass = token (4th). */
export function resetLink(publicUrl: string, uid: number, token: string): string {
  return `${publicUrl}/resetpassword/reset/${uid}/${encodeURIComponent(token)}`;
}

export function resetMail(input: MemberMailInput): OutgoingMail {
  const { productName } = input;
  return memberMail(input, {
    subject: `Reset your ${productName} password`,
    paragraphs: [
      `A request to reset the password of your ${productName} account was received.`,
      'You can choose a new password by following the link below. The link can be used once and expires in 1 hour.',
    ],
    buttonLabel: 'Choose a new password',
    footnote: 'If you did not ask for this, you can ignore this email; your password stays unchanged.',
  });
}
