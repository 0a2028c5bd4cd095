import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { createMailer } from '../../server/mail/mailer';
import { signedInEditor, type EditorSession } from './support/editors';
import { createMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 40: RFC 8058 one-click unsubscribe on notification mail, followed from the header of a
 * real mail (the file outbox): a GET only shows a page with a button (mail scanners open links),
 * the POST a mail client sends turns the member's email notifications off.
 */
describe('one-click unsubscribe from a notification mail (PGlite)', () => {
  let t: TestApp;
  let editor: EditorSession;
  let outboxDir: string;
  beforeAll(async () => {
    t = await createTestApp({ engine: 'pglite' });
    editor = await signedInEditor(t);
    outboxDir = await mkdtemp(path.join(os.tmpdir(), 'source-unsubscribe-'));
    t.deps.mailer = createMailer({ smtpUrl: undefined, from: 'The Source <no-reply@portal.test>', outboxDir, log: () => {} });
  });
  afterAll(async () => {
    await t.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  const setting = async (uid: number) =>
    (await t.deps.db.select({ on: users.emailNotification }).from(users).where(eq(users.uid, uid)))[0]!.on;

  it('turns email notifications off with the POST of the mail’s List-Unsubscribe link, not with a GET', async () => {
    const member = await createMember(t, { emailNotification: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/editor/notifications',
      headers: editor.headers,
      payload: { subject: 'Unsubscribe me', message: '<p>x</p>', audience: { kind: 'emails', emails: [member.mail] } },
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.settleJobs();
    const [file] = await readdir(outboxDir);
    const mail = (await readFile(path.join(outboxDir, file!), 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail).toMatch(/^Precedence: bulk$/m);
    const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail)?.[1];
    expect(link).toMatch(/^http:\/\/portal\.test\/mail\/unsubscribe\/\d+\.[\w-]{43}$/);
    const url = new URL(link!).pathname;

    const shown = await t.app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain('<form method="post">');
    expect(await setting(member.uid)).toBe(true);

    const posted = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await setting(member.uid)).toBe(false);
  });

  it('refuses a token it did not make, and transactional mail has no unsubscribe header', async () => {
    const member = await createMember(t, { emailNotification: true });
    const forged = `/mail/unsubscribe/${member.uid}.${'A'.repeat(43)}`;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: forged,
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(404);
    expect(await setting(member.uid)).toBe(true);
    // The editor's set-password mail (sent before the outbox took over) is transactional.
    expect(t.mails.length).toBeGreaterThan(0);
    for (const sent of t.mails) expect(sent.headers?.['List-Unsubscribe'], sent.subject).toBeUndefined();
  });
});
