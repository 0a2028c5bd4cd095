import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseMemberRows } from '../../server/db/member-data.repository';
import { insertAccountsFixtures } from './support/accounts-fixtures';
import { createMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

let ipCounter = 0;
const freshIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/**
 * Issue 40: logins racing an account deletion answered 500 (8–12 a run): the login read the
 * account, the deletion committed while the password was hashed, and the login's write (its
 * session, or its history row) then named an account that was gone.
 */
describe.each(engines)('logins racing an account deletion on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
  });
  afterAll(() => t.close());

  it('answer 200, 400 or 401, never 500, whether the password is right or wrong', async () => {
    const statuses = new Map<number, number>();
    for (const delayMs of [0, 2, 5, 10, 20, 40]) {
      const member = await createMember(t, { withPassword: true });
      const login = (pass: string) =>
        t.app.inject({
          method: 'POST',
          url: '/user/login?_format=json',
          remoteAddress: freshIp(),
          payload: { name: member.mail, pass },
        });
      const answers = Array.from({ length: 8 }, (_, i) => login(i % 2 === 0 ? 'Lens-Quartz-42' : 'Wrong-Quartz-42'));
      // The deletion's own transaction (services/delete-account.ts), while the logins hash.
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await t.deps.db.transaction((tx) => eraseMemberRows(tx, { uid: member.uid, mail: member.mail }));
      for (const res of await Promise.all(answers)) {
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect([200, 400, 401], res.body).toContain(res.statusCode);
      }
    }
    // The race was run: some logins came too late.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
  }, 60_000);
});
