import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON, isCommonPassword } from '../../server/auth/password-policy';
import {
  insertAccountsFixtures,
  lastMailTo,
  login,
  professionalBody,
  register,
  segments,
  signedInProfessional,
} from './support/accounts-fixtures';
import { createTestApp, engines, type TestApp } from './support/test-app';

describe('the common-password list', () => {
  it('knows the usual suspects, in any case, and not a made-up password', () => {
    for (const password of ['123456', 'password', 'qwerty123', 'Password1', 'LETMEIN', 'iloveyou'])
      expect(isCommonPassword(password), password).toBe(true);
    expect(isCommonPassword('Lens-Quartz-42')).toBe(false);
  });
});

describe.each(engines)('common passwords are refused where a password is chosen on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
  });
  afterAll(() => t.close());

  it('on registration, with nothing created', async () => {
    const body = professionalBody({ pass: 'Password1' });
    const res = await register(t, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: PASSWORD_TOO_COMMON });
    expect(t.mails.some((mail) => mail.to === body.mail)).toBe(false);
    // The spec's own rules still come first.
    expect((await register(t, professionalBody({ pass: 'abc' }))).json()).toEqual({
      message: 'Allowed max limit is between 6-20 characters',
    });
  });

  it('on reset, without spending the link, which then takes a better password', async () => {
    const { mail } = await signedInProfessional(t);
    await t.app.inject({ method: 'POST', url: '/user/lost-password?_format=json', payload: { mail } });
    await t.deps.jobs.drain();
    const parts = segments(lastMailTo(t, mail).link);
    const reset = (new_pass: string) =>
      t.app.inject({
        method: 'POST',
        url: '/user/lost-password-reset?_format=json',
        payload: { name: parts[3], temp_pass: parts[4], new_pass },
      });
    const refused = await reset('qwerty123');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: PASSWORD_TOO_COMMON });
    expect((await reset('Amber-Optics-77')).statusCode).toBe(200);
    expect((await login(t, mail, 'Amber-Optics-77')).statusCode).toBe(200);
  });

  it('on change password, keeping the old one', async () => {
    const { mail, pass, session } = await signedInProfessional(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/user/${session.uid}?_format=json`,
      headers: { authorization: `Bearer ${session.access_token}` },
      payload: { pass: [{ existing: pass, value: 'iloveyou' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: PASSWORD_TOO_COMMON });
    expect((await login(t, mail, pass)).statusCode).toBe(200);
  });

  it('never on login: an existing password is checked, not chosen', async () => {
    const res = await login(t, 'nobody@example.com', 'password');
    expect(res.json()).toEqual({ message: 'Invalid email or password.' });
  });
});
