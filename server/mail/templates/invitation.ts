import type { OutgoingMail } from '../mailer';
import { memberMail, type MemberMailInput } from './layout';

/** Invitation link: `/register/<jwt>`. */
export function invitationLink(publicUrl: string, jwt: string): string {
  return `${publicUrl}/register/${jwt}`;
}

export function invitationMail({
  companyName,
  expires,
  ...input
}: MemberMailInput & { companyName: string; expires: Date }): OutgoingMail {
  const { productName } = input;
  const until = expires.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return memberMail(input, {
    subject: `Your invitation to ${productName}`,
    paragraphs: [
      `You are invited to join ${productName} as a distributor for ${companyName}.`,
      `Create your account by following the link below. The invitation is personal and valid until ${until}.`,
    ],
    buttonLabel: 'Create my account',
    footnote: 'If you were not expecting this invitation, you can ignore this email.',
  });
}
