import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../server/db/schema';
import { freshEmail, insertAccountsFixtures, professionalBody, register } from './support/accounts-fixtures';
import { createTestApp, engines, type TestApp } from './support/test-app';

/**
 * Issue 9 §10: the user row and its activation token are one transaction. A failure between the
 * two (here a trigger that refuses the token insert; in production a database killed mid-way)
 * must leave no user behind, or that user could never activate and their email would stay taken.
 */
describe.each(engines)('registration creates the user and its activation token together on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
  });
  afterAll(() => t.close());

  const usersWithMail = async (mail: string) =>
    t.deps.db
      .select({ uid: users.uid })
      .from(users)
      .where(sql`lower(${users.mail}) = lower(${mail})`);

  it('leaves no user row when the activation token cannot be stored, and the email stays free', async () => {
    await t.deps.db.execute(sql`
      create function refuse_token() returns trigger language plpgsql as $$
      begin raise exception 'injected failure: token insert'; end $$`);
    await t.deps.db.execute(
      sql`create trigger refuse_token before insert on one_time_tokens for each row execute function refuse_token()`,
    );
    const mail = freshEmail('atomic');
    try {
      const failed = await register(t, professionalBody({ mail, name: mail }));
      expect(failed.statusCode).toBe(500);
      expect(await usersWithMail(mail)).toEqual([]);
      expect(t.mails.filter((m) => m.to === mail)).toEqual([]);
    } finally {
      await t.deps.db.execute(sql`drop trigger refuse_token on one_time_tokens`);
      await t.deps.db.execute(sql`drop function refuse_token()`);
    }

    const retried = await register(t, professionalBody({ mail, name: mail }));
    expect(retried.statusCode).toBe(200);
    const [user] = await usersWithMail(mail);
    const tokens = await t.deps.db
      .select()
      .from(oneTimeTokens)
      .where(sql`${oneTimeTokens.uid} = ${user!.uid}`);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.purpose).toBe('activation');
  });
});
