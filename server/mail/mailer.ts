import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
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
  /** Headers of this kind of mail (e.g. List-Unsubscribe on notifications). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** 'smtp' or 'outbox' */
  readonly mode: 'smtp' | 'outbox';
  /**
   * The outbox only: deletes the files that name `address` (any case), for an account deletion;
   * answers how many. Mail sent over SMTP has left the portal.
   */
  forget?(address: string): Promise<number>;
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
  /** Signs every mail (DKIM, relaxed/relaxed, rsa-sha256) with the key read from the file at start-up. */
  dkim?: { domain: string; selector: string; privateKeyFile: string };
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
  dkim,
}: MailerOptions): Mailer {
  const signing = dkim
    ? {
        dkim: {
          domainName: dkim.domain,
          keySelector: dkim.selector,
          privateKey: readFileSync(dkim.privateKeyFile, 'utf8'),
          headerFieldNames: SIGNED_HEADERS,
        },
      }
    : {};
  const fromDomain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const message = (mail: OutgoingMail) => ({ from, ...pickMessage(mail, fromDomain) });
  if (smtpUrl) {
    const transport = transportOnFirstMail(smtpUrl, signing);
    return {
      mode: 'smtp',
      async send(mail) {
        await transport().sendMail(message(mail));
      },
    };
  }
  const transport = transportOnFirstMail({ streamTransport: true, buffer: true, newline: 'unix' }, signing);
  return {
    mode: 'outbox',
    async send(mail) {
      const info = await transport().sendMail(message(mail));
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`mail to ${mail.to} "${mail.subject}" written to ${file}`);
      if (logLinks) for (const link of mail.links ?? []) log(`  link: ${link}`);
    },
    forget: (address) => forgetInOutbox(outboxDir, address),
  };
}

async function forgetInOutbox(outboxDir: string, address: string): Promise<number> {
  const needle = address.toLowerCase();
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  let removed = 0;
  for (const file of files) {
    const where = path.join(outboxDir, file);
    const text = await readFile(where, 'utf8').catch(() => '');
    // Quoted-printable may break a line inside the address: soft line breaks undone first.
    if (
      !text
        .replace(/=\r?\n/g, '')
        .toLowerCase()
        .includes(needle)
    )
      continue;
    await rm(where, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * nodemailer's list of signed headers, plus List-Unsubscribe-Post (RFC 8058 §4: a receiver offers
 * one-click unsubscribe only when the signature covers it) and Auto-Submitted.
 */
const SIGNED_HEADERS =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:' +
  'Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID:' +
  'In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:' +
  'List-Owner:List-Archive:Auto-Submitted';

/** A transport made on the first mail, with the library (not loaded at start-up). */
function transportOnFirstMail(
  options: Parameters<typeof nodemailerType.createTransport>[0],
  defaults: Record<string, unknown>,
): () => Transporter {
  let transport: Transporter | undefined;
  return () => (transport ??= nodemailer().createTransport(options as never, defaults as never));
}

/**
 * Every mail: a plain-text part beside the HTML, a Message-ID on the From domain (fixed by the
 * caller where a resend must be the same message), the Date, and `Auto-Submitted: auto-generated`
 * (RFC 3834: sent by the portal, not a person, so auto-responders do not answer it).
 */
function pickMessage({ to, replyTo, subject, text, html, attachments, messageId, headers }: OutgoingMail, fromDomain: string) {
  return {
    to,
    replyTo,
    subject,
    text,
    html,
    attachments,
    messageId: messageId ?? `<${randomUUID()}@${fromDomain}>`,
    date: new Date(),
    headers: { 'Auto-Submitted': 'auto-generated', ...headers },
  };
}
