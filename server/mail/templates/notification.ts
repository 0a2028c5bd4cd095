import type { OutgoingMail } from '../mailer';
import { memberMail, type MemberMailInput } from './layout';

/** The SPA's notification page: `/notificationDetails/<nid>` (spec §2 route table). */
export function notificationLink(publicUrl: string, nid: number): string {
  return `${publicUrl}/notificationDetails/${nid}`;
}

/**
 * The editor's HTML as plain paragraphs. The mail never carries the CMS markup itself (no
 * sanitiser on the server); the full, sanitised message is one click away in the portal.
 */
function htmlToParagraphs(html: string): string[] {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean);
}

export function notificationMail({
  subject,
  messageHtml,
  ...input
}: MemberMailInput & { subject: string; messageHtml: string }): OutgoingMail {
  // The editor's own subject, unprefixed: the sender's name ("The Source", MAIL_FROM) says where it
  // is from, and a prefix read "Lumira: New: …" beside the portal's name everywhere else (issue 44).
  return memberMail(input, {
    subject,
    paragraphs: [`You have a new notification on the Source: ${subject}`, ...htmlToParagraphs(messageHtml)],
    buttonLabel: 'Read it on the portal',
    footnote:
      'You receive this email because email notifications are on in your settings. You can turn them off there at any time.',
  });
}
