import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccountsFixtures, lastMailTo, segments } from './support/accounts-fixtures';
import {
  CHROME_WINDOWS,
  FIREFOX_WINDOWS,
  PASS,
  SAFARI_IPHONE,
  activatedMember,
  newSignInMails,
  notMeFields,
  reportNotMe,
} from './support/new-browser';
import { listSessions, listSignIns, loginFrom, tokenFrom, type SignInJson } from './support/security-calls';
import { createTestApp, engines, type TestApp } from './support/test-app';

const REPORTED = 'All sessions on your account have been ended. We have sent you an email with a link to set a new password.';
const INVALID =
  "This link is invalid or has already been used. To secure your account, use 'Forgot password?' on the login page to set a new password.";
const EXPIRED =
  "This link has expired (it worked for 7 days). To secure your account, use 'Forgot password?' on the login page to set a new password.";
const ENDED = 'A sign-in to your account was reported as not yours, so every session was signed out. Please log in again.';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(engines)('"This wasn\'t me" on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
  });
  afterAll(() => t.close());

  /** A member signed in from Firefox, then from Safari (the unknown sign-in): both tokens and the mailed link's fields. */
  const memberWithUnknownSignIn = async () => {
    const member = await activatedMember(t);
    const own = await tokenFrom(t, member.mail, PASS, { userAgent: FIREFOX_WINDOWS });
    t.advanceClock(1000);
    const stranger = await tokenFrom(t, member.mail, PASS, { userAgent: SAFARI_IPHONE, ip: '198.51.100.23' });
    const [mail] = await newSignInMails(t, member.mail);
    if (!mail) throw new Error('no new-browser mail');
    return { ...member, own, stranger, link: notMeFields(mail.links![0]!) };
  };

  it('ends every session, mails a working reset link and lists the report in the history', async () => {
    const member = await memberWithUnknownSignIn();
    t.advanceClock(1000);
    const res = await reportNotMe(t, member.link, { userAgent: CHROME_WINDOWS, ip: '203.0.113.80' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: REPORTED });

    for (const token of [member.own, member.stranger]) {
      const refused = await listSessions(t, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: ENDED });
    }

    // The usual reset mail, through the lost-password job: its link sets a new password.
    await t.deps.jobs.drain();
    const reset = lastMailTo(t, member.mail);
    expect(reset.subject).toBe('Reset your Lumira password');
    const parts = segments(reset.link);
    expect(parts.slice(0, 4)).toEqual(['', 'resetpassword', 'reset', member.uid]);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/user/lost-password-reset?_format=json',
      payload: { name: parts[3], temp_pass: parts[4], new_pass: 'Cobalt-Lens-58' },
      headers: { 'user-agent': CHROME_WINDOWS },
    });
    expect(updated.statusCode).toBe(200);
    expect((await loginFrom(t, member.mail, PASS, { userAgent: FIREFOX_WINDOWS })).statusCode).toBe(400);

    t.advanceClock(1000);
    const fresh = await tokenFrom(t, member.mail, 'Cobalt-Lens-58', { userAgent: FIREFOX_WINDOWS });
    const history = (await listSignIns(t, fresh)).json() as SignInJson[];
    expect(history.map((row) => row.outcome)).toEqual([
      'success',
      'wrong_password',
      'password_reset',
      'reported_not_me',
      'success',
      'success',
    ]);
    expect(history[3]).toMatchObject({ browser: 'Chrome 130', os: 'Windows 10', ip: '203.0.113.*' });
  });

  it('refuses the link a second time, and a report ends nothing then', async () => {
    const member = await memberWithUnknownSignIn();
    expect((await reportNotMe(t, member.link)).statusCode).toBe(200);
    const again = await tokenFrom(t, member.mail, PASS, { userAgent: FIREFOX_WINDOWS });
    const reused = await reportNotMe(t, member.link);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: INVALID });
    expect((await listSessions(t, again)).statusCode).toBe(200);
  });

  it('refuses an expired link with its own message, and leaves the sessions alone', async () => {
    const member = await memberWithUnknownSignIn();
    t.advanceClock(7 * DAY_MS + 1000);
    // Sessions die after 7 days too: sign in again to have a live one to watch.
    const live = await tokenFrom(t, member.mail, PASS, { userAgent: FIREFOX_WINDOWS });
    const res = await reportNotMe(t, member.link);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: EXPIRED });
    expect((await listSessions(t, live)).statusCode).toBe(200);
  });

  it("refuses an unknown token, and a real token with another member's uid", async () => {
    const member = await memberWithUnknownSignIn();
    const unknown = await reportNotMe(t, { uid: member.uid, token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: INVALID });
    const otherUid = await reportNotMe(t, { uid: String(Number(member.uid) + 1000), token: member.link.token });
    expect(otherUid.statusCode).toBe(400);
    expect(otherUid.json()).toEqual({ message: INVALID });
    expect((await listSessions(t, member.stranger)).statusCode).toBe(200);
    // Neither spent the link.
    expect((await reportNotMe(t, member.link)).statusCode).toBe(200);
  });

  it('makes every browser new again: a sign-in from the reported one mails the member again', async () => {
    const member = await memberWithUnknownSignIn();
    expect((await reportNotMe(t, member.link)).statusCode).toBe(200);
    await tokenFrom(t, member.mail, PASS, { userAgent: SAFARI_IPHONE });
    expect(await newSignInMails(t, member.mail)).toHaveLength(2);
  });

  it('counts refused links against the IP like refused reset links (429 after 50)', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 50; i += 1) {
      expect((await reportNotMe(t, { uid: '1', token: `guess-${i}` }, { ip })).statusCode).toBe(400);
    }
    const blocked = await reportNotMe(t, { uid: '1', token: 'guess-50' }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many invalid links from your IP address. Please try again later.' });
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('answers a body without uid or token with the contract message', async () => {
    const res = await reportNotMe(t, { uid: '5' } as { uid: string; token: string });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This link is incomplete. Open the whole link from the email.' });
  });
});
