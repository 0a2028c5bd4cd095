import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { createMailer } from '../../server/mail/mailer';

/**
 * Issue 40, mail that arrives: with DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE every mail
 * is signed, verified here offline (mailauth with a resolver that answers the test key's DNS
 * record); every mail has a plain-text part, a Message-ID on the From domain, a Date and
 * `Auto-Submitted: auto-generated`.
 */
describe('mail the portal sends', () => {
  let folder: string;
  let publicKey: string;
  const outbox = () => path.join(folder, 'mail');
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'source-dkim-'));
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    publicKey = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    await writeFile(path.join(folder, 'dkim.pem'), pair.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  /** The DNS a receiver would ask: the selector's TXT record, and nothing else. */
  const resolver = async (name: string, type: string) => {
    if (type === 'TXT' && name === 'mail2026._domainkey.portal.example') return [[`v=DKIM1; k=rsa; p=${publicKey}`]];
    throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
  };

  const sendOne = async (env: Record<string, string>) => {
    const config = readConfig({ DATA_DIR: folder, MAIL_FROM: 'The Source <no-reply@portal.example>', ...env });
    const mailer = createMailer({
      smtpUrl: undefined,
      from: config.mailFrom,
      outboxDir: outbox(),
      log: () => {},
      dkim: config.dkim,
    });
    await rm(outbox(), { recursive: true, force: true });
    await mailer.send({
      to: 'anna@example.com',
      subject: 'Your password',
      text: 'Hello Anna',
      html: '<p>Hello Anna</p>',
      headers: {
        'List-Unsubscribe': '<https://portal.example/mail/unsubscribe/1.x>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const [file] = await readdir(outbox());
    return readFile(path.join(outbox(), file!));
  };

  it('signs every mail with the configured key, and the signature verifies for the From domain', async () => {
    const message = await sendOne({
      DKIM_DOMAIN: 'portal.example',
      DKIM_SELECTOR: 'mail2026',
      DKIM_PRIVATE_KEY_FILE: path.join(folder, 'dkim.pem'),
    });
    const result = await dkimVerify(message, { resolver: resolver as never });
    expect(result.results.map((r) => ({ result: r.status.result, domain: r.signingDomain, aligned: r.status.aligned }))).toEqual([
      { result: 'pass', domain: 'portal.example', aligned: 'portal.example' },
    ]);
    // RFC 8058 §4: the signature covers both unsubscribe headers.
    const signed = /^DKIM-Signature:[\s\S]*?\bh=([^;]+);/im
      .exec(message.toString('utf8'))![1]!
      .replace(/\s/g, '')
      .toLowerCase()
      .split(':');
    expect(signed).toEqual(expect.arrayContaining(['from', 'list-unsubscribe', 'list-unsubscribe-post', 'auto-submitted']));
    // A changed body no longer verifies.
    const tampered = Buffer.from(message.toString('utf8').replace('Hello Anna', 'Hello Eve'));
    expect((await dkimVerify(tampered, { resolver: resolver as never })).results[0]!.status.result).not.toBe('pass');
  });

  it('sends no signature without the three settings', async () => {
    expect((await sendOne({})).toString('utf8')).not.toMatch(/^DKIM-Signature:/im);
  });

  it('carries a text part, a Message-ID on the From domain, a Date and Auto-Submitted', async () => {
    const text = (await sendOne({})).toString('utf8');
    expect(text).toMatch(/^Message-ID: <[0-9a-f-]{36}@portal\.example>$/im);
    expect(text).toMatch(/^Date: \w{3}, \d{2} \w{3} \d{4} /im);
    expect(text).toMatch(/^Auto-Submitted: auto-generated$/im);
    expect(text).toMatch(/Content-Type: text\/plain/i);
    expect(text).toMatch(/Content-Type: text\/html/i);
  });
});
