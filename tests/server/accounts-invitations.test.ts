import { randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInvitation } from '../../server/auth/invitations';
import {
  activateFromMail,
  distributorBody,
  freshEmail,
  insertAccountsFixtures,
  lastMailTo,
  login,
  register,
  type DistributorValues,
} from './support/accounts-fixtures';
import { createTestApp, engines, type TestApp } from './support/test-app';

const INVALID = 'Your invitation link is invalid or has expired. Please reach out to your representative for a new one.';

describe.each(engines)('accounts: distributor invitations on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
  });
  afterAll(() => t.close());

  const values = (): DistributorValues => ({
    mail: freshEmail('dist'),
    first: 'Lars',
    last: 'Berg',
    company: 'Nordic Optics',
    country: 'DE',
  });
  const invite = (v: DistributorValues, token = 'test-admin-token') =>
    t.app.inject({
      method: 'POST',
      url: '/admin/api/invitations',
      headers: { authorization: `Bearer ${token}` },
      payload: { email: v.mail, first: v.first, last: v.last, company: v.company, country: v.country },
    });
  const invitedJwt = async (v: DistributorValues) => {
    const res = await invite(v);
    expect(res.statusCode).toBe(201);
    return (res.json() as { link: string }).link.split('/register/')[1]!;
  };

  it('creates an invitation: signed jwt with the claims, mailed /register/{jwt} link, expiry in unix seconds', async () => {
    const v = values();
    const before = Math.floor(t.deps.now().getTime() / 1000);
    const res = await invite(v);
    expect(res.statusCode).toBe(201);
    const { link, expires } = res.json() as { link: string; expires: number };
    expect(link).toMatch(/^http:\/\/portal\.test\/register\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(expires).toBeGreaterThanOrEqual(before + 14 * 24 * 3600);
    const claims = decodeJwt(link.split('/register/')[1]!);
    expect(claims).toMatchObject({
      eid: v.mail,
      firstname: 'Lars',
      lastname: 'Berg',
      dname: 'Nordic Optics',
      country: 'DE',
      exp: expires,
      jti: expect.any(String),
    });
    const mail = lastMailTo(t, v.mail);
    expect(mail.link).toBe(link);
    expect(mail.html).toContain(link);
    expect(mail.text).toContain(link);
  });

  it('keeps the admin API behind the admin token and checks its input', async () => {
    expect((await invite(values(), 'wrong')).statusCode).toBe(401);
    const badCountry = await invite({ ...values(), country: 'Atlantis' });
    expect(badCountry.statusCode).toBe(400);
    const badName = await invite({ ...values(), first: 'L4rs' });
    expect(badName.json()).toEqual({ message: 'First name cannot contain numeric values' });
  });

  it('registers an invited distributor ({value}-wrapped), blocked until activated, then the invitation is spent', async () => {
    const v = values();
    const jwt = await invitedJwt(v);
    const res = await register(t, distributorBody(v, jwt));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ uid: expect.stringMatching(/^\d+$/), message: expect.any(String) });
    expect((await login(t, v.mail, 'Lens-Quartz-42')).statusCode).toBe(403);
    await activateFromMail(t, v.mail);
    const session = await login(t, v.mail, 'Lens-Quartz-42');
    expect(session.json().user_extra_details.user_type).toBe('2');
    // The same invitation cannot open a second account (also when the first one changed email).
    const again = await register(t, distributorBody(v, jwt));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'This Email is already taken. Please try with another email.' });
  });

  it('refuses a distributor without an invitation', async () => {
    const v = values();
    const res = await register(t, distributorBody(v, undefined));
    // Refused by the contract (DistributorRegistration requires jwt). The message comes from the
    // central error handler's choice among the oneOf branches' errors, so only the refusal is pinned here.
    expect(res.statusCode).toBe(400);
    expect(t.mails.some((m) => m.to === v.mail)).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: `/jsonapi/user/email/${encodeURIComponent(v.mail)}?_format=json` })).json(),
    ).toEqual([]);
    const malformed = await register(t, distributorBody(values(), 'not-a-jwt'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Invalid invitation link' });
  });

  it('refuses an invitation signed with another key (forged)', async () => {
    const v = values();
    await invitedJwt(v);
    const { jwt } = await signInvitation(
      randomBytes(32).toString('base64url'),
      { eid: v.mail, firstname: v.first, lastname: v.last, dname: v.company, country: v.country },
      t.deps.now(),
    );
    const res = await register(t, distributorBody(v, jwt));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: INVALID });
  });

  it('refuses a validly signed token that was never issued (not stored) and an alg=none token', async () => {
    const v = values();
    const { jwt } = await signInvitation(
      t.deps.secrets.invitationKey,
      { eid: v.mail, firstname: v.first, lastname: v.last, dname: v.company, country: v.country },
      t.deps.now(),
    );
    expect((await register(t, distributorBody(v, jwt))).json()).toEqual({ message: INVALID });
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = jwt.split('.')[1];
    expect((await register(t, distributorBody(v, `${header}.${payload}.`))).statusCode).toBe(403);
  });

  it('refuses an expired invitation', async () => {
    const v = values();
    const jwt = await invitedJwt(v);
    t.advanceClock(14 * 24 * 60 * 60 * 1000 + 1000);
    const res = await register(t, distributorBody(v, jwt));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: INVALID });
  });

  it('refuses tampered claims (payload changed, signature kept)', async () => {
    const v = values();
    const jwt = await invitedJwt(v);
    const [header, payload, signature] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, dname: 'Other Company' })).toString('base64url');
    const res = await register(t, distributorBody({ ...v, company: 'Other Company' }, `${header}.${forged}.${signature}`));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: INVALID });
  });

  it('refuses submitted values that differ from the claims', async () => {
    const v = values();
    const jwt = await invitedJwt(v);
    const mismatch = 'The registration details do not match your invitation.';
    for (const change of [
      { mail: freshEmail('other') },
      { first: 'Lara' },
      { last: 'Borg' },
      { company: 'Other Optics' },
      { country: 'FR' },
    ]) {
      const res = await register(t, distributorBody({ ...v, ...change }, jwt));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: mismatch });
    }
    // Still unused: the right values go through.
    expect((await register(t, distributorBody(v, jwt))).statusCode).toBe(200);
  });

  it('checks the distributor fields with the spec messages', async () => {
    const v = values();
    const jwt = await invitedJwt(v);
    const res = await register(t, distributorBody({ ...v, company: 'Optics 4 You' }, jwt));
    expect(res.json()).toEqual({ message: 'Company name cannot contain numeric values' });
    const long = await register(t, distributorBody({ ...v, company: 'O'.repeat(101) }, jwt));
    expect(long.json()).toEqual({ message: 'Allowed max limit is 50 characters' });
  });

  it('a key-less HS256 token of the right shape but wrong secret never passes', async () => {
    const v = values();
    const jwt = await new SignJWT({
      eid: v.mail,
      firstname: v.first,
      lastname: v.last,
      dname: v.company,
      country: v.country,
      jti: 'x',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new Uint8Array(32));
    expect((await register(t, distributorBody(v, jwt))).statusCode).toBe(403);
  });
});
