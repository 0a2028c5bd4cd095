// The log check of an e2e run (ops-teardown.ts): the portal's whole log (written as production
// writes it, every request logged) holds none of the passwords and tokens the run used. A finding
// names the kind of secret and the log line, never the secret.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseMail } from './mailbox';
import { e2eDataDir, e2eInboxDir } from './paths';
import { e2eRunSecrets, e2eServerLog, linkSecrets, MIN_SECRET_LENGTH } from './run-record';

interface Secret {
  kind: string;
  value: string;
}

/** Every secret of the run: what its requests and answers carried, the mails' link tokens, the portal's own secrets. */
async function runSecrets(): Promise<Secret[]> {
  const recorded = (await readFile(e2eRunSecrets, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Secret);
  const mails = (await readdir(e2eInboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const fromMail: Secret[] = [];
  for (const name of mails) {
    const mail = parseMail(name, await readFile(path.join(e2eInboxDir, name), 'utf8'));
    for (const link of [...mail.links, mail.text].flatMap((text) => linkSecrets(text)))
      fromMail.push({ kind: `mail link token (${link.route}, mail '${mail.subject}')`, value: link.value });
  }
  const portal = JSON.parse(await readFile(path.join(e2eDataDir, 'secrets.json'), 'utf8')) as Record<string, unknown>;
  const own = Object.entries(portal)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => ({ kind: `the portal's ${name} (secrets.json)`, value }));
  const unique = new Map<string, Secret>();
  for (const secret of [...own, ...recorded, ...fromMail])
    if (secret.value.length >= MIN_SECRET_LENGTH && !unique.has(secret.value)) unique.set(secret.value, secret);
  return [...unique.values()];
}

/** The ways a secret may be written into a log line: as is, URL-encoded, JSON-escaped. */
function spellings(value: string): string[] {
  return [...new Set([value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)])];
}

/** Problems found in the run's log (empty: none), and what was checked. */
export async function checkLogForSecrets(): Promise<{ problems: string[]; summary: string }> {
  const text = await readFile(e2eServerLog, 'utf8').catch(() => null);
  if (text === null) return { problems: [`the portal wrote no log at ${e2eServerLog}`], summary: '' };
  const lines = text.split('\n');
  const secrets = await runSecrets();
  const problems: string[] = [];
  const requestLines = lines.filter((line) => line.includes('"msg":"incoming request"')).length;
  if (requestLines === 0) problems.push('the log has no "incoming request" line: REQUEST_LOG=all did not take effect');
  // The recorder must have seen what the log shows happened, or the check below proves nothing.
  const signedIn = lines.some((line) => /"url":"\/(user|api\/editor)\/login/.test(line));
  const kinds = (prefix: string) => secrets.filter((secret) => secret.kind.startsWith(prefix)).length;
  if (signedIn && (kinds('password') === 0 || kinds('token') === 0))
    problems.push('the log shows sign-ins, but the run recorded no password or no session token (e2e/support/run-record.ts)');
  let findings = 0;
  for (const secret of secrets) {
    const forms = spellings(secret.value);
    const at = lines.findIndex((line) => forms.some((form) => line.includes(form)));
    if (at < 0) continue;
    findings += 1;
    if (findings <= 25) problems.push(`a ${secret.kind} is in the log, ${e2eServerLog} line ${at + 1}`);
  }
  if (findings > 25) problems.push(`… and ${findings - 25} more secrets`);
  const byKind = ['password', 'token', 'authorization', 'CSRF', 'link token', 'URL token', 'mail link token', "the portal's"]
    .map((prefix) => `${kinds(prefix)} ${prefix}`)
    .join(', ');
  return {
    problems,
    summary: `log check: ${lines.length - 1} lines (${requestLines} requests), ${secrets.length} secrets of the run (${byKind}), ${findings} found`,
  };
}
