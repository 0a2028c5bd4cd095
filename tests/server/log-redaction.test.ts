import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mail/mailer';
import { redactSecrets } from '../../server/plugins/log-redaction';
import { createMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

describe('secrets in URLs are redacted', () => {
  it('redacts the activation token segment, the SPA link routes and credential query parameters', () => {
    expect(redactSecrets('/api/user/registration/confirm/12/abcDEF123')).toBe('/api/user/registration/confirm/12/[redacted]');
    expect(redactSecrets('/useractivation/account_12/activate/abcDEF123')).toBe('/useractivation/[redacted]');
    expect(redactSecrets('/resetpassword/reset/12/abcDEF123?x=1')).toBe('/resetpassword/[redacted]?x=1');
    expect(redactSecrets('/register/eyJhbGciOi.eyJzdWIi.sig')).toBe('/register/[redacted]');
    expect(redactSecrets('/security/not-me/12/abcDEF123')).toBe('/security/not-me/[redacted]');
    expect(redactSecrets('/user/logout?_format=json&token=abc123')).toBe('/user/logout?_format=json&token=[redacted]');
    expect(redactSecrets('/user/logout?token=abc123&_format=json')).toBe('/user/logout?token=[redacted]&_format=json');
    // Other URLs are left as they are.
    expect(redactSecrets('/user/registerpass?_format=json')).toBe('/user/registerpass?_format=json');
    expect(redactSecrets('/jsonapi/resource/detail?alias=/tokens')).toBe('/jsonapi/resource/detail?alias=/tokens');
  });
});

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ engine: 'pglite', seed: false, logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('never holds a token: URL segments, query parameters or the Authorization header', async () => {
    const member = await createMember(t);
    const secrets = {
      activation: 'ActivationSecret0123456789abcdef',
      link: 'LinkSecret0123456789abcdef',
      reset: 'ResetSecret0123456789abcdef',
      jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJJwtSecret.c2lnbmF0dXJl',
      notMe: 'NotMeSecret0123456789abcdef',
      logout: 'LogoutSecret0123456789abcdef',
    };
    await t.app.inject({ method: 'GET', url: `/api/user/registration/confirm/1/${secrets.activation}` });
    await t.app.inject({ method: 'GET', url: `/useractivation/account_1/activate/${secrets.link}` });
    await t.app.inject({ method: 'GET', url: `/resetpassword/reset/1/${secrets.reset}` });
    await t.app.inject({ method: 'GET', url: `/register/${secrets.jwt}` });
    await t.app.inject({ method: 'GET', url: `/security/not-me/1/${secrets.notMe}` });
    await t.app.inject({ method: 'POST', url: `/user/logout?_format=json&token=${secrets.logout}`, headers: member.headers });
    await t.app.inject({ method: 'GET', url: '/jsonapi/message/notification', headers: member.headers });

    const log = lines.join('');
    expect(log).toContain('/api/user/registration/confirm/1/[redacted]');
    expect(log).toContain('token=[redacted]');
    for (const secret of [...Object.values(secrets), member.token]) expect(log).not.toContain(secret);
  });
});

describe('outbox links in the log', () => {
  const savedEnv = process.env.NODE_ENV;
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(os.tmpdir(), 'source-outbox-'));
  });
  afterEach(() => {
    process.env.NODE_ENV = savedEnv;
  });
  afterAll(() => rm(outboxDir, { recursive: true, force: true }));

  const send = async () => {
    const logged: string[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@example.com', outboxDir, log: (line) => logged.push(line) });
    const link = 'http://portal.test/useractivation/account_1/activate/OutboxLens-Quartz-42';
    await mailer.send({ to: 'a@example.com', subject: 'Activate', text: link, html: `<a href="${link}">x</a>`, links: [link] });
    return logged.join('\n');
  };

  it('prints them for a developer outside production', async () => {
    process.env.NODE_ENV = 'development';
    expect(await send()).toContain('OutboxLens-Quartz-42');
  });

  it('never prints them in production (the mail is still written to the outbox)', async () => {
    process.env.NODE_ENV = 'production';
    const before = (await readdir(outboxDir)).length;
    const logged = await send();
    expect(logged).not.toContain('OutboxLens-Quartz-42');
    expect(logged).toContain('written to');
    expect((await readdir(outboxDir)).length).toBe(before + 1);
  });
});
