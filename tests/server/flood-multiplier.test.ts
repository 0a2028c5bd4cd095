import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccountsFixtures, professionalBody, register } from './support/accounts-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// FLOOD_LIMIT_MULTIPLIER scales the limits for a shared test host; the limits still hold.
describe('flood limits scaled by FLOOD_LIMIT_MULTIPLIER', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine: 'pglite', seed: false, env: { FLOOD_LIMIT_MULTIPLIER: '2' } });
    await insertAccountsFixtures(t);
  });
  afterAll(() => t.close());

  it('allows twice the registrations per IP, then refuses with 429', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i += 1) {
      const res = await register(t, professionalBody(), ip);
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await register(t, professionalBody(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many registrations from your IP address. Please try again later.' });
  });
});
