import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type nodemailerType from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { loadOnFirstUse } from '../load-on-first-use';

const nodemailer = loadOnFirstUse<typeof nodemailerType>('nodemailer');

export interface OutgoingMail {
  to: string;
  /** Where answers go, when not to the sender (e.g. support mail answered to the member). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Links inside the mail, logged when mail goes to the outbox (outside production) so a developer can click them. */
  links?: string[];
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** A fixed Message-ID (`<…@…>`), so a copy sent twice (a retry after a crash) is one message to mail clients. */
  messageId?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** 'smtp' or 'outbox' */
  readonly mode: 'smtp' | 'outbox';
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: (message: string) => void;
  /**
   * Whether outbox links (activation, reset, invitation: live credentials) are logged; default:
   * only when NODE_ENV is not `production`, so a production log never holds them.
   */
  logLinks?: boolean;
}

/**
 * Real MIME mail through nodemailer: over SMTP when SMTP_URL is set, otherwise written as
 * `.eml` files to the outbox folder (the zero-setup default) with its links logged outside production.
 */
export function createMailer({
  smtpUrl,
  from,
  outboxDir,
  log,
  logLinks = process.env.NODE_ENV !== 'production',
}: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = transportOnFirstMail(smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport().sendMail({ from, ...pickMessage(mail) });
      },
    };
  }
  const transport = transportOnFirstMail({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(mail) {
      const info = await transport().sendMail({ from, ...pickMessage(mail) });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`mail to ${mail.to} "${mail.subject}" written to ${file}`);
      if (logLinks) for (const link of mail.links ?? []) log(`  link: ${link}`);
    },
  };
}

/** A transport made on the first mail, with the library (not loaded at start-up). */
function transportOnFirstMail(options: Parameters<typeof nodemailerType.createTransport>[0]): () => Transporter {
  let transport: Transporter | undefined;
  return () => (transport ??= nodemailer().createTransport(options));
}

function pickMessage({ to, replyTo, subject, text, html, attachments, messageId }: OutgoingMail) {
  return { to, replyTo, subject, text, html, attachments, messageId };
}
