import type { OutgoingMail } from '../mailer';
import { renderHtml, renderText, type MailFrame } from './layout';

/** Invitation link: `/register/<jwt>`. */
export function invitationLink(publicUrl: string, jwt: string): string {
  return `${publicUrl}/register/${jwt}`;
}

export function invitationMail({
  to,
  firstName,
  companyName,
  link,
  expires,
  productName,
}: {
  to: string;
  firstName: string;
  companyName: string;
  link: string;
  expires: Date;
  productName: string;
}): OutgoingMail {
  const until = expires.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const frame: MailFrame = {
    productName,
    greeting: `Dear ${firstName},`,
    paragraphs: [
      `You are invited to join ${productName} as a distributor for ${companyName}.`,
      `Create your account by following the link below. The invitation is personal and valid until ${until}.`,
    ],
    button: { label: 'Create my account', href: link },
    footnote: 'If you were not expecting this invitation, you can ignore this email.',
  };
  return { to, subject: `Your invitation to ${productName}`, text: renderText(frame), html: renderHtml(frame), links: [link] };
}
