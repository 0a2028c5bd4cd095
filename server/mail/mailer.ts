import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  /** Where answers go, when not to the sender (e.g. support mail answered to the member). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Links inside the mail, logged when mail goes to the outbox so a developer can click them. */
  links?: string[];
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** 'smtp' or 'outbox' */
  readonly mode: 'smtp' | 'outbox';
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: (message: string) => void;
}

/**
 * Real MIME mail through nodemailer: over SMTP when SMTP_URL is set, otherwise written as
 * `.eml` files to the outbox folder (the zero-setup default) with its links logged.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport.sendMail({ from, ...pickMessage(mail) });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from, ...pickMessage(mail) });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`mail to ${mail.to} "${mail.subject}" written to ${file}`);
      for (const link of mail.links ?? []) log(`  link: ${link}`);
    },
  };
}

function pickMessage({ to, replyTo, subject, text, html, attachments }: OutgoingMail) {
  return { to, replyTo, subject, text, html, attachments };
}
