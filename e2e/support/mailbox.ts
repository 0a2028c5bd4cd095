// Reads the mail the e2e SMTP receiver wrote into the inbox folder (one .eml per message).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { e2eInboxDir } from './paths';

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  /** Decoded text of every text/* part. */
  text: string;
  /** Every http(s) link in the decoded parts, de-duplicated, in order. */
  links: string[];
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** A small MIME walker: multipart bodies are split on their boundary, leaves are decoded (QP/base64). */
function textParts(raw: string): string[] {
  const { headers, body } = splitHeaders(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => textParts(part.replace(/^\r?\n/, '')));
  }
  if (!/^text\//i.test(type)) return [];
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  if (encoding === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  return [body];
}

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

export function parseMail(file: string, raw: string): ReceivedMail {
  const { headers } = splitHeaders(raw);
  const text = textParts(raw).join('\n');
  const links = [
    ...new Set([...text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0].replace(/&amp;/g, '&').replace(/[.,]$/, ''))),
  ];
  return { file, to: decodeHeaderWords(headers.to ?? ''), subject: decodeHeaderWords(headers.subject ?? ''), text, links };
}

/** All mails received so far for `address` (by the receiver's file name), oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const files = (await readdir(e2eInboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const wanted = address.toLowerCase().replace(/[^a-z0-9@.]/gi, '_');
  const mine = files.filter((name) => name.toLowerCase().includes(wanted));
  return Promise.all(mine.map(async (name) => parseMail(name, await readFile(path.join(e2eInboxDir, name), 'utf8'))));
}

export interface WaitOptions {
  /** Only mails whose subject matches. */
  subject?: RegExp;
  /** Only mails with a link whose path starts with this. */
  linkPath?: string;
  /** Skip this many earlier matching mails (e.g. the activation mail before a reset mail). */
  after?: number;
  timeoutMs?: number;
}

/** Waits for a mail to `address` and returns it. */
export async function waitForMail(
  address: string,
  { subject, linkPath, after = 0, timeoutMs = 15_000 }: WaitOptions = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const hasLink = (mail: ReceivedMail) => !linkPath || mail.links.some((href) => new URL(href).pathname.startsWith(linkPath));
  for (;;) {
    const matching = (await mailsTo(address)).filter((mail) => (!subject || subject.test(mail.subject)) && hasLink(mail));
    if (matching.length > after) return matching[after]!;
    if (Date.now() > deadline)
      throw new Error(`No mail to ${address}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits for a mail to `address` and returns its first link whose path starts with `pathPrefix`. */
export async function waitForLink(address: string, pathPrefix: string, options: WaitOptions = {}): Promise<string> {
  const mail = await waitForMail(address, { ...options, linkPath: pathPrefix });
  const link = mail.links.find((href) => new URL(href).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`Mail '${mail.subject}' to ${address} has no ${pathPrefix} link: ${mail.links.join(', ')}`);
  return link;
}
