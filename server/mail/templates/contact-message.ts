import type { OutgoingMail } from '../mailer';
import { escapeHtml } from '../../escape-html';

interface ContactMailInput {
  to: string;
  productName: string;
  id: number;
  form: 'need_help_form' | 'support';
  name: string;
  mail: string;
  subject: string;
  message: string;
  /** Help form only. */
  country?: string;
  /** Support only. */
  uid?: number;
  resource?: string;
  attachment?: { filename: string; content: Buffer; contentType: string };
}

/** The mail the support inbox gets for each help-form or support message, attachment included. */
export function contactMessageMail(input: ContactMailInput): OutgoingMail {
  const kind = input.form === 'support' ? 'Support request' : 'Help form';
  const rows: [string, string][] = [
    ['From', `${input.name} <${input.mail}>`],
    ...(input.uid !== undefined ? ([['User id', String(input.uid)]] as [string, string][]) : []),
    ...(input.country ? ([['Country', input.country]] as [string, string][]) : []),
    ...(input.resource ? ([['Resource', input.resource]] as [string, string][]) : []),
    ['Subject', input.subject],
    ...(input.attachment
      ? ([['Attachment', `${input.attachment.filename} (${input.attachment.contentType})`]] as [string, string][])
      : []),
  ];
  const text = [
    `${kind} #${input.id} on ${input.productName}`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    input.message,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(kind)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<p style="font-size:18px;font-weight:bold">${escapeHtml(`${kind} #${input.id} on ${input.productName}`)}</p>
<table style="border-collapse:collapse">
${rows.map(([k, v]) => `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>
</body></html>
`;
  return {
    to: input.to,
    // Answering from the support inbox reaches the member or guest who wrote.
    replyTo: input.mail,
    subject: `[${kind}] ${input.subject}`,
    text,
    html,
    attachments: input.attachment ? [input.attachment] : undefined,
  };
}
