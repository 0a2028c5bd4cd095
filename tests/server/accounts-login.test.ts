import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOOD_RULES, registerFlood } from '../../server/auth/flood-control';
import {
  insertAccountsFixtures,
  isSessionLive,
  login,
  loginSession,
  logout,
  professionalBody,
  register,
  signedInProfessional,
} from './support/accounts-fixtures';
import { createTestApp, engines, type TestApp } from './support/test-app';

describe.each(engines)('accounts: csrf, login, logout, sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
  });
  afterAll(() => t.close());

  it('hands out a csrf token as plain text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/session/token' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('logs in with the session shape of the contract', async () => {
    const { mail, pass } = await signedInProfessional(t);
    const res = await login(t, mail, pass);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'csrf_token',
      'current_user',
      'logout_token',
      'user_extra_details',
    ]);
    expect(body.current_user).toEqual({ uid: expect.stringMatching(/^\d+$/), name: mail });
    expect(body.user_extra_details).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_type: '1',
      first_name: 'Anna',
      last_name: 'Meyer',
      user_picture: '',
    });
    expect(new Set([body.access_token, body.logout_token, body.csrf_token]).size).toBe(3);
  });

  it('accepts the email in any case', async () => {
    const { mail, pass } = await signedInProfessional(t);
    expect((await login(t, mail.toUpperCase(), pass)).statusCode).toBe(200);
  });

  it('answers the same 400 for a wrong password and an unknown account', async () => {
    const { mail } = await signedInProfessional(t);
    const wrong = await login(t, mail, 'not-the-password');
    const unknown = await login(t, 'nobody@example.com', 'whatever1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password.' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it('checks the login fields with the spec messages', async () => {
    const inject = (payload: object) => t.app.inject({ method: 'POST', url: '/user/login?_format=json', payload });
    expect((await inject({ name: '', pass: 'x' })).json()).toEqual({ message: 'Please enter email' });
    expect((await inject({ name: 'not-an-email', pass: 'x' })).json()).toEqual({ message: 'Please enter valid email' });
    expect((await inject({ name: 'a@example.com', pass: '' })).json()).toEqual({ message: 'Please enter password' });
    expect((await inject({ name: 'a@example.com' })).json()).toEqual({ message: 'Please enter password' });
  });

  it('refuses a not yet activated account with a clear 403, only once the password is right', async () => {
    const body = professionalBody();
    expect((await register(t, body)).statusCode).toBe(200);
    expect((await login(t, body.mail, 'wrong-pass')).json()).toEqual({ message: 'Invalid email or password.' });
    const res = await login(t, body.mail, body.pass);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Your account is not activated yet. Please follow the link in the activation email.' });
  });

  it('blocks the 6th failed login for an account with a 429, from any IP, and keeps it for 6 hours', async () => {
    const { mail, pass } = await signedInProfessional(t);
    for (let i = 0; i < 5; i += 1) expect((await login(t, mail, `wrong-${i}`)).statusCode).toBe(400);
    const blocked = await login(t, mail, pass);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/more than 5 failed login attempts for this account/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(6 * 3600 - 60);
    t.advanceClock(6 * 60 * 60 * 1000 + 1000);
    expect((await login(t, mail, pass)).statusCode).toBe(200);
  });

  it("forgets an account's failed logins after a successful one", async () => {
    const { mail, pass } = await signedInProfessional(t);
    for (let i = 0; i < 4; i += 1) await login(t, mail, `wrong-${i}`);
    expect((await login(t, mail, pass)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(t, mail, `wrong-${i}`)).statusCode).toBe(400);
    expect((await login(t, mail, pass)).statusCode).toBe(200);
  });

  it('limits failed logins per IP to 50 an hour', async () => {
    const { mail, pass } = await signedInProfessional(t);
    const ip = '192.0.2.50';
    for (let i = 0; i < 50; i += 1) {
      await registerFlood(t.deps, FLOOD_RULES.failedLoginIp, ip);
    }
    const blocked = await login(t, mail, pass, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/This IP address is temporarily blocked/);
    expect((await login(t, mail, pass, '192.0.2.51')).statusCode).toBe(200);
    t.advanceClock(60 * 60 * 1000 + 1000);
    expect((await login(t, mail, pass, ip)).statusCode).toBe(200);
  });

  it('counts failures per IP and per account apart, and answers the IP limit first when both are reached', async () => {
    const { mail, pass } = await signedInProfessional(t);
    const ip = '192.0.2.60';
    for (let i = 0; i < 5; i += 1) await registerFlood(t.deps, FLOOD_RULES.failedLoginAccount, mail.toLowerCase());
    for (let i = 0; i < 49; i += 1) await registerFlood(t.deps, FLOOD_RULES.failedLoginIp, ip);
    const accountBlocked = await login(t, mail, pass, ip);
    expect(accountBlocked.statusCode).toBe(429);
    expect(accountBlocked.json().message).toMatch(/more than 5 failed login attempts for this account/);
    await registerFlood(t.deps, FLOOD_RULES.failedLoginIp, ip);
    const ipBlocked = await login(t, mail, pass, ip);
    expect(ipBlocked.statusCode).toBe(429);
    expect(ipBlocked.json().message).toMatch(/This IP address is temporarily blocked/);
  });

  it('logs out with logout token, csrf header and bearer, and the bearer then gets 401', async () => {
    const { session } = await signedInProfessional(t);
    const res = await logout(t, session);
    expect(res.statusCode).toBe(204);
    expect(await isSessionLive(t, session)).toBe(false);
    const again = await logout(t, session);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses a logout with a wrong logout token, a wrong csrf token or no bearer', async () => {
    const { session } = await signedInProfessional(t);
    expect((await logout(t, session, { logout_token: 'nope' })).json()).toEqual({ message: 'Invalid logout token.' });
    expect((await logout(t, session, { csrf_token: 'nope' })).json()).toEqual({ message: 'Invalid CSRF token.' });
    expect((await logout(t, session, { access_token: 'nope' })).statusCode).toBe(401);
    const other = await signedInProfessional(t);
    // Another session's tokens do not end this one.
    expect(
      (await logout(t, session, { logout_token: other.session.logout_token, csrf_token: other.session.csrf_token })).statusCode,
    ).toBe(403);
    const noBearer = await t.app.inject({
      method: 'POST',
      url: `/user/logout?_format=json&token=${session.logout_token}`,
      headers: { 'x-csrf-token': session.csrf_token },
    });
    expect(noBearer.statusCode).toBe(401);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/user/logout?_format=json',
      headers: { authorization: `Bearer ${session.access_token}`, 'x-csrf-token': session.csrf_token },
    });
    expect(noToken.statusCode).toBe(400);
    expect(await isSessionLive(t, session)).toBe(true);
  });

  it('ends a session after 100 minutes without activity, and activity keeps it alive', async () => {
    const SESSION_IDLE_MS = t.deps.config.sessionIdleMinutes * 60_000;
    expect(SESSION_IDLE_MS).toBe(6_000_000);
    const { mail, pass } = await signedInProfessional(t);
    const busy = await loginSession(t, mail, pass);
    const idle = await loginSession(t, mail, pass);
    t.advanceClock(SESSION_IDLE_MS - 60_000);
    expect(await isSessionLive(t, busy)).toBe(true);
    t.advanceClock(61_000);
    expect(await isSessionLive(t, idle)).toBe(false);
    expect(await isSessionLive(t, busy)).toBe(true);
    t.advanceClock(SESSION_IDLE_MS);
    const res = await logout(t, busy);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'You were signed out after 100 minutes without activity.' });
  });
});
