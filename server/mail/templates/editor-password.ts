import type { OutgoingMail } from '../mailer';
import { memberMail, type MemberMailInput } from './layout';

/** Set-password link of an editor: `/editor/set-password/<uid>/<token>` (docs/console-code.md). */
export function editorPasswordLink(publicUrl: string, uid: number, token: string): string {
  return `${publicUrl}/editor/set-password/${uid}/${encodeURIComponent(token)}`;
}

export function editorPasswordMail(input: MemberMailInput): OutgoingMail {
  const { productName } = input;
  return memberMail(input, {
    subject: `Set your password for the ${productName} editor console`,
    paragraphs: [
      `You have an editor account for the ${productName} portal: you can manage its content in the editor console.`,
      'Choose your password by following the link below. The link can be used once and expires in 24 hours.',
    ],
    buttonLabel: 'Set my password',
    footnote:
      'If you were not expecting this, you can ignore this email; nobody can sign in to the account until a password is set.',
  });
}
