import type { OutgoingMail } from '../mailer';
import { escapeHtml } from '../../escape-html';

interface InboxReplyInput {
  to: string;
  /** The editor's address: answers go to them, not to the portal's no-reply sender. */
  replyTo: string;
  productName: string;
  subject: string;
  /** The editor's plain text. */
  body: string;
  original: { name: string; subject: string; message: string; received: Date };
}

const stamp = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** An editor's answer to a help-form or support message, the original quoted below it ("> " lines). */
export function inboxReplyMail({ to, replyTo, productName, subject, body, original }: InboxReplyInput): OutgoingMail {
  const intro = `On ${stamp(original.received)}, ${original.name} wrote to ${productName}:`;
  const quoted = [`Subject: ${original.subject}`, '', ...original.message.split(/\r?\n/)].map((line) =>
    line ? `> ${line}` : '>',
  );
  const text = [body, '', intro, ...quoted, ''].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<p style="white-space:pre-wrap">${escapeHtml(body)}</p>
<p style="color:#555">${escapeHtml(intro)}</p>
<blockquote style="margin:0 0 0 8px;padding-left:12px;border-left:3px solid #ccc;color:#555">
<p><strong>${escapeHtml(original.subject)}</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(original.message)}</p>
</blockquote>
</body></html>
`;
  return { to, replyTo, subject, text, html };
}
