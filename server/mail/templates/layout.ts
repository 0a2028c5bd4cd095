import { escapeHtml } from '../../escape-html';
import type { OutgoingMail } from '../mailer';

/** Shared pieces of the account emails: one simple, inline-styled frame. */

interface MailFrame {
  productName: string;
  greeting: string;
  paragraphs: string[];
  button: { label: string; href: string };
  footnote: string;
}

/** The text part: plain paragraphs and the bare link (mail clients make it clickable). */
function renderText({ productName, greeting, paragraphs, button, footnote }: MailFrame): string {
  return [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${button.label}: ${button.href}`,
    '',
    footnote,
    '',
    `— ${productName}`,
    '',
  ].join('\n');
}

/** The HTML part: every value escaped, the link both as a button and as text. */
function renderHtml({ productName, greeting, paragraphs, button, footnote }: MailFrame): string {
  const href = escapeHtml(button.href);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(productName)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5;margin:0;padding:24px;background:#f5f6f8">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<p style="font-size:18px;font-weight:bold;margin:0 0 16px">${escapeHtml(productName)}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${href}" style="background:#0b4f8a;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(button.label)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, copy this link into your browser:<br><a href="${href}">${href}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(footnote)}</p>
</div></body></html>
`;
}

/** Who a member mail goes to and the one link it carries. */
export interface MemberMailInput {
  to: string;
  firstName: string;
  link: string;
  productName: string;
}

/** What a member mail says around its greeting and its one button. */
export interface MemberMailContent {
  subject: string;
  paragraphs: string[];
  buttonLabel: string;
  footnote: string;
}

/** A mail to one member: "Dear <first name>," then the paragraphs, one button to the link, a footnote. */
export function memberMail(
  { to, firstName, link, productName }: MemberMailInput,
  { subject, paragraphs, buttonLabel, footnote }: MemberMailContent,
): OutgoingMail {
  const frame: MailFrame = {
    productName,
    greeting: `Dear ${firstName},`,
    paragraphs,
    button: { label: buttonLabel, href: link },
    footnote,
  };
  return { to, subject, text: renderText(frame), html: renderHtml(frame), links: [link] };
}
