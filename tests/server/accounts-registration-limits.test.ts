import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOOD_RULES } from '../../server/auth/flood-control';
import { freshEmail, insertAccountsFixtures, professionalBody, register } from './support/accounts-fixtures';
import { createTestApp, engines, type TestApp } from './support/test-app';

const TAKEN = 'This Email is already taken. Please try with another email.';

describe.each(engines)('registration is not an unlimited "email taken" oracle on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
  });
  afterAll(() => t.close());

  it('counts every attempt from one IP, refused ones too, and answers 429 with Retry-After', async () => {
    const ip = '192.0.2.10';
    const registered = professionalBody();
    expect((await register(t, registered, ip)).statusCode).toBe(200);
    const limit = FLOOD_RULES.registrationAttemptIp.limit;
    // Each probe uses another address, so only the per-IP count can stop them.
    for (let attempt = 2; attempt <= limit; attempt += 1) {
      const probe = await register(t, professionalBody({ field_first_name: 'Anna1' }), ip);
      expect(probe.statusCode, `attempt ${attempt}`).toBe(400);
    }
    const limited = await register(t, professionalBody({ mail: registered.mail }), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: FLOOD_RULES.registrationAttemptIp.message });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another IP is not affected.
    expect((await register(t, professionalBody(), '192.0.2.11')).statusCode).toBe(200);
  });

  it('limits refusals per email address, whatever the IP', async () => {
    const registered = professionalBody();
    expect((await register(t, registered, '192.0.2.20')).statusCode).toBe(200);
    const limit = FLOOD_RULES.registrationRefusedMail.limit;
    for (let i = 0; i < limit; i += 1) {
      const res = await register(t, professionalBody({ mail: registered.mail.toUpperCase() }), `192.0.2.${30 + i}`);
      expect(res.json()).toEqual({ message: TAKEN });
    }
    const limited = await register(t, professionalBody({ mail: registered.mail }), '192.0.2.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: FLOOD_RULES.registrationRefusedMail.message });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is per address: a free address still registers from the same IP.
    expect((await register(t, professionalBody({ mail: freshEmail('free') }), '192.0.2.99')).statusCode).toBe(200);
  });

  it('leaves room for the e2e suite: FLOOD_LIMIT_MULTIPLIER=20 allows hundreds of attempts per hour', () => {
    expect(FLOOD_RULES.registrationAttemptIp.limit * 20).toBeGreaterThanOrEqual(200);
    expect(FLOOD_RULES.registrationIp.limit * 20).toBeGreaterThanOrEqual(100);
  });
});
