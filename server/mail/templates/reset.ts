import type { OutgoingMail } from '../mailer';
import { renderHtml, renderText, type MailFrame } from './layout';

/** Reset link: `/resetpassword/reset/<uid>/<token>`; name = uid (3rd segment), temp_pass = token (4th). */
export function resetLink(publicUrl: string, uid: number, token: string): string {
  return `${publicUrl}/resetpassword/reset/${uid}/${encodeURIComponent(token)}`;
}

export function resetMail({
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
      `A request to reset the password of your ${productName} account was received.`,
      'You can choose a new password by following the link below. The link can be used once and expires in 1 hour.',
    ],
    button: { label: 'Choose a new password', href: link },
    footnote: 'If you did not ask for this, you can ignore this email; your password stays unchanged.',
  };
  return { to, subject: `Reset your ${productName} password`, text: renderText(frame), html: renderHtml(frame), links: [link] };
}
