import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createMailer, type Mailer } from '../../../server/mail/mailer';

/** The file outbox of a portal without SMTP_URL, writing to `outboxDir`: for tests that read the `.eml` files. */
export function fileOutboxMailer(outboxDir: string): Mailer {
  return createMailer({ smtpUrl: undefined, from: 'The Source <no-reply@x.example>', outboxDir, log: () => {} });
}

/** One mail of a file outbox: its subject, and its text with quoted-printable soft line breaks undone. */
export interface OutboxMail {
  subject: string;
  text: string;
}

/** Every mail of a file outbox (`<outboxDir>/*.eml`), in file-name order (the time it was written); none while the folder is missing. */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const text = (await readFile(path.join(outboxDir, file), 'utf8')).replace(/=\r?\n/g, '');
      return { subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? file, text };
    }),
  );
}
