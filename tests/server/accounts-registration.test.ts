import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import {
  activationRequest,
  freshEmail,
  insertAccountsFixtures,
  lastMailTo,
  login,
  professionalBody,
  register,
  segments,
} from './support/accounts-fixtures';
import { createTestApp, engines, type TestApp } from './support/test-app';

const REGISTERED = 'Registration successful. Please check your email and follow the link to activate your account.';

describe.each(engines)('accounts: professional registration, activation, email availability on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
  });
  afterAll(() => t.close());

  const expectRefused = async (overrides: Record<string, unknown>, message: string) => {
    const res = await register(t, professionalBody(overrides));
    expect(res.json()).toEqual({ message });
    expect(res.statusCode).toBe(400);
  };

  it('registers a blocked professional and mails an activation link in the documented format', async () => {
    const body = professionalBody();
    const res = await register(t, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ uid: expect.stringMatching(/^\d+$/), message: REGISTERED });
    const { uid } = res.json() as { uid: string };
    const [row] = await t.deps.db
      .select()
      .from(users)
      .where(eq(users.uid, Number(uid)));
    expect(row).toMatchObject({
      status: 'blocked',
      userType: '1',
      firstName: 'Anna',
      institutionName: 'City Eye Clinic',
      countryId: 'DE',
      professionTid: 901,
      specialtyTid: 9011,
    });
    expect(row!.passHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = lastMailTo(t, body.mail);
    expect(mail.subject).toBe('Activate your Lumira account');
    expect(mail.link).toMatch(new RegExp(`^http://portal\\.test/useractivation/account_${uid}/activate/[A-Za-z0-9_-]{43}$`));
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain(`href="${mail.link}"`);
    // spec §7: id after the underscore of the 2nd segment, token = 4th segment
    const parts = segments(mail.link);
    expect(parts[2]!.split('_').pop()).toBe(uid);
  });

  it('activates once from the emailed link, then the login works', async () => {
    const body = professionalBody();
    await register(t, body);
    const url = activationRequest(lastMailTo(t, body.mail).link);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been activated. You can now log in.' });
    expect((await login(t, body.mail, body.pass)).statusCode).toBe(200);
    const reused = await t.app.inject({ method: 'GET', url });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      message: 'This activation link has already been used. If your account is active, please log in.',
    });
  });

  it('refuses an expired activation link (24 hours), a wrong token and a wrong uid', async () => {
    const body = professionalBody();
    const { uid } = (await register(t, body)).json() as { uid: string };
    const url = activationRequest(lastMailTo(t, body.mail).link);
    const wrongToken = await t.app.inject({ method: 'GET', url: url.replace(/\/[^/]+$/, '/not-the-token') });
    expect(wrongToken.statusCode).toBe(400);
    expect(wrongToken.json()).toEqual({ message: 'This activation link is invalid.' });
    const wrongUid = await t.app.inject({
      method: 'GET',
      url: url.replace(`/confirm/${uid}/`, `/confirm/${Number(uid) + 1000}/`),
    });
    expect(wrongUid.json()).toEqual({ message: 'This activation link is invalid.' });
    const badId = await t.app.inject({ method: 'GET', url: url.replace(`/confirm/${uid}/`, '/confirm/abc/') });
    expect(badId.statusCode).toBe(400);
    t.advanceClock(24 * 60 * 60 * 1000 + 1000);
    const expired = await t.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/^This activation link has expired/);
    expect((await login(t, body.mail, body.pass)).statusCode).toBe(403);
  });

  it('refuses a taken email in any case, with the spec message', async () => {
    const body = professionalBody();
    expect((await register(t, body)).statusCode).toBe(200);
    await expectRefused(
      { mail: body.mail.toUpperCase(), name: body.mail.toUpperCase() },
      'This Email is already taken. Please try with another email.',
    );
  });

  it('re-checks every field rule with the spec messages', async () => {
    await expectRefused({ mail: '', name: '' }, 'Please enter email');
    await expectRefused({ mail: ' a@example.com' }, 'Email cannot start with space');
    await expectRefused({ mail: 'a@example' }, 'Please enter valid email');
    await expectRefused({ field_first_name: '' }, 'Please enter first name');
    await expectRefused({ field_first_name: ' Anna' }, 'First name cannot start with space');
    await expectRefused({ field_first_name: 'Anna1' }, 'First name cannot contain numeric values');
    await expectRefused({ field_first_name: 'Anna!' }, 'First name cannot contain special characters');
    await expectRefused({ field_first_name: 'A'.repeat(16) }, 'Allowed max limit is 15 characters');
    await expectRefused({ field_last_name: '' }, 'Please enter last name');
    await expectRefused({ field_last_name: 'Meyer2' }, 'Last name cannot contain numeric values');
    await expectRefused({ field_last_name: 'Me#yer' }, 'Last name cannot contain special characters');
    await expectRefused({ field_last_name: 'M'.repeat(21) }, 'Allowed max limit is 20 characters');
    await expectRefused({ field_institution_name: '' }, 'Please enter institution name');
    await expectRefused({ field_institution_name: 'Clinic 9' }, 'Institution name cannot contain numeric values');
    await expectRefused({ field_institution_name: 'Clinic & co' }, 'Institution name cannot contain special characters');
    await expectRefused({ field_institution_name: 'C'.repeat(101) }, 'Allowed max limit is 100 characters');
    await expectRefused({ pass: '' }, 'Please enter password');
    await expectRefused({ pass: 'has space1' }, 'Password cannot contain space');
    await expectRefused({ pass: 'short' }, 'Allowed max limit is between 6-20 characters');
    await expectRefused({ pass: 'p'.repeat(21) }, 'Allowed max limit is between 6-20 characters');
    await expectRefused({ field_country: '' }, 'Please select your country.');
    await expectRefused({ field_profession: '' }, 'Please select your profession.');
    await expectRefused({ field_specialty: '' }, 'Please select your speciality.');
  });

  it('refuses terms and countries that do not exist or do not fit together', async () => {
    await expectRefused({ field_profession: '999' }, 'Please select your profession.');
    await expectRefused({ field_specialty: '999' }, 'Please select your speciality.');
    await expectRefused({ field_specialty: '9021' }, 'Please select your speciality.');
    await expectRefused({ field_country: 'Atlantis' }, 'Please select your country.');
  });

  it('accepts the country by name in any case or by id', async () => {
    expect((await register(t, professionalBody({ field_country: 'france' }))).statusCode).toBe(200);
    expect((await register(t, professionalBody({ field_country: 'FR' }))).statusCode).toBe(200);
  });

  it('limits registrations per IP', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 10; i += 1) expect((await register(t, professionalBody(), ip)).statusCode).toBe(200);
    const res = await register(t, professionalBody(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Too many registrations from your IP address. Please try again later.' });
    // Set by the central error handler for every 429 (the contract's TooManyRequests response).
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('tells whether an email is taken: [] when free, [{mail}] when taken', async () => {
    const body = professionalBody();
    await register(t, body);
    const free = await t.app.inject({
      method: 'GET',
      url: `/jsonapi/user/email/${encodeURIComponent(freshEmail())}?_format=json`,
    });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual([]);
    const asked = body.mail.toUpperCase();
    const taken = await t.app.inject({ method: 'GET', url: `/jsonapi/user/email/${encodeURIComponent(asked)}?_format=json` });
    expect(taken.json()).toEqual([{ mail: asked }]);
    const invalid = await t.app.inject({ method: 'GET', url: '/jsonapi/user/email/not-an-email?_format=json' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'Please enter valid email' });
  });

  it('limits email checks per IP', async () => {
    const ip = '198.51.100.9';
    const check = () =>
      t.app.inject({ method: 'GET', url: '/jsonapi/user/email/a%40example.com?_format=json', remoteAddress: ip });
    for (let i = 0; i < 300; i += 1) expect((await check()).statusCode).toBe(200);
    const res = await check();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Too many email checks from your IP address. Please try again later.' });
  });
});

describe.each(engines)('accounts: captcha on %s', (engine) => {
  let t: TestApp;
  const calls: URLSearchParams[] = [];
  const realFetch = globalThis.fetch;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false, env: { HCAPTCHA_SITEKEY: 'site-key', HCAPTCHA_SECRET: 'secret-key' } });
    await insertAccountsFixtures(t);
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      const form = new URLSearchParams(String(init.body));
      calls.push(form);
      return new Response(JSON.stringify({ success: form.get('response') === 'good-token' }), { status: 200 });
    }) as typeof fetch;
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await t.close();
  });

  it('requires a verified hCaptcha token on registration and login when configured', async () => {
    const body = professionalBody();
    const missing = await register(t, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Please complete the captcha and try again.' });
    expect((await register(t, { ...body, captcha: 'bad-token' })).statusCode).toBe(400);
    expect((await register(t, { ...body, captcha: 'good-token' })).statusCode).toBe(200);
    expect(calls.at(-1)?.get('secret')).toBe('secret-key');
    expect(calls.at(-1)?.get('sitekey')).toBe('site-key');
    const noCaptcha = await t.app.inject({
      method: 'POST',
      url: '/user/login?_format=json',
      payload: { name: body.mail, pass: body.pass },
    });
    expect(noCaptcha.json()).toEqual({ message: 'Please complete the captcha and try again.' });
    const withCaptcha = await t.app.inject({
      method: 'POST',
      url: '/user/login?_format=json',
      payload: { name: body.mail, pass: body.pass, captcha: 'good-token' },
    });
    expect(withCaptcha.statusCode).toBe(403);
  });
});
