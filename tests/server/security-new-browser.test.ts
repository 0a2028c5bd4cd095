import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { oneTimeTokens } from '../../server/db/schema';
import { insertAccountsFixtures } from './support/accounts-fixtures';
import { createMember } from './support/members';
import {
  CHROME_WINDOWS,
  FIREFOX_129_WINDOWS,
  FIREFOX_WINDOWS,
  PASS,
  SAFARI_IPHONE,
  activatedMember,
  newSignInMails,
  notMeFields,
} from './support/new-browser';
import { loginFrom } from './support/security-calls';
import { createTestApp, engines, type TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(engines)('new-browser email on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
  });
  afterAll(() => t.close());

  const signIn = async (mail: string, userAgent: string, ip = '203.0.113.7') => {
    const res = await loginFrom(t, mail, PASS, { userAgent, ip });
    expect(res.statusCode).toBe(200);
  };

  it('sends nothing on the first sign-in, nor for the same browser and system in a newer version', async () => {
    const member = await activatedMember(t);
    await signIn(member.mail, FIREFOX_WINDOWS);
    expect(await newSignInMails(t, member.mail)).toEqual([]);
    await signIn(member.mail, FIREFOX_129_WINDOWS, '198.51.100.4');
    expect(await newSignInMails(t, member.mail)).toEqual([]);
  });

  it('mails the member once for a sign-in from another browser, with its details and a single-use "This wasn\'t me" link', async () => {
    const member = await activatedMember(t);
    await signIn(member.mail, FIREFOX_WINDOWS);
    const at = t.deps.now();
    await signIn(member.mail, SAFARI_IPHONE, '198.51.100.23');
    const mails = await newSignInMails(t, member.mail);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const link = mail!.links?.[0] ?? '';
    expect(link).toMatch(new RegExp(`^http://portal\\.test/security/not-me/${member.uid}/[A-Za-z0-9_-]{43}$`));
    expect(mail!.text).toContain('Dear Anna,');
    expect(mail!.text).toContain('Browser: Mobile Safari 17');
    expect(mail!.text).toContain('System: iOS 17.5');
    expect(mail!.text).toContain('IP address: 198.51.100.* (the last part is hidden)');
    const day = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(mail!.text).toMatch(new RegExp(`Time: ${day}, \\d\\d:\\d\\d UTC`));
    expect(mail!.text).toContain(`This wasn't me: ${link}`);
    // The HTML part escapes every value, the apostrophe of the button too.
    expect(mail!.html).toContain('This wasn&#39;t me');
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).not.toContain("This wasn't me");

    // Only the token's hash is stored, valid for 7 days.
    const { token } = notMeFields(link);
    const rows = await t.deps.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.uid, Number(member.uid)), eq(oneTimeTokens.purpose, 'not_me')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(7 * DAY_MS);

    // The browser is known from now on.
    await signIn(member.mail, SAFARI_IPHONE);
    expect(await newSignInMails(t, member.mail)).toHaveLength(1);
  });

  it('counts only successful sign-ins as known browsers, and sends nothing for a refused one', async () => {
    const member = await activatedMember(t);
    await signIn(member.mail, FIREFOX_WINDOWS);
    const refused = await loginFrom(t, member.mail, 'Wrong-Pass-1', { userAgent: CHROME_WINDOWS });
    expect(refused.statusCode).toBe(400);
    expect(await newSignInMails(t, member.mail)).toEqual([]);
    await signIn(member.mail, CHROME_WINDOWS);
    const mails = await newSignInMails(t, member.mail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Browser: Chrome 130');
    expect(mails[0]!.text).toContain('System: Windows 10');
  });

  it('mails an account that signed in before even when the history no longer holds those sign-ins', async () => {
    // createMember inserts a session directly: the account has signed in before, but its history is empty.
    const member = await createMember(t, { withPassword: true, password: PASS });
    await signIn(member.mail, FIREFOX_WINDOWS);
    expect(await newSignInMails(t, member.mail)).toHaveLength(1);
  });

  it('answers the login even when the mail cannot be sent, and logs the failed job', async () => {
    const member = await activatedMember(t);
    await signIn(member.mail, FIREFOX_WINDOWS);
    const send = vi.spyOn(t.deps.mailer, 'send').mockRejectedValue(new Error('SMTP server unreachable'));
    try {
      await signIn(member.mail, SAFARI_IPHONE);
      await t.deps.jobs.drain();
      expect(t.jobLog.at(-1)).toBe('background job new-browser.mail failed after 3 attempt(s): SMTP server unreachable');
    } finally {
      send.mockRestore();
    }
  });
});
