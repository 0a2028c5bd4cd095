import type { OutgoingMail } from '../mailer';
import { renderHtml, renderText, type MailFrame } from './layout';

/** Activation link: `/useractivation/account_<uid>/activate/<token>` (docs/accounts.md). */
export function activationLink(publicUrl: string, uid: number, token: string): string {
  return `${publicUrl}/useractivation/account_${uid}/activate/${encodeURIComponent(token)}`;
}

export function activationMail({
  to,
  firstName,
  link,
  productName,
}: {
  to: string;
  firstName: string;
  link: string;
  productName: string;
}): OutgoingMail {
  const frame: MailFrame = {
    productName,
    greeting: `Dear ${firstName},`,
    paragraphs: [
      `Thank you for registering with ${productName}.`,
      'Please activate your account by following the link below. The link can be used once and expires in 24 hours.',
    ],
    button: { label: 'Activate my account', href: link },
    footnote: 'If you did not register, you can ignore this email.',
  };
  return { to, subject: `Activate your ${productName} account`, text: renderText(frame), html: renderHtml(frame), links: [link] };
}
