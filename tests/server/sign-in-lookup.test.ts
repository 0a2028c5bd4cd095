import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFloodEvent } from '../../server/db/flood.repository';
import { signInEventKeeping } from '../../server/db/sign-in-events.repository';
import { lookUpSignIn } from '../../server/db/sign-in-lookup.repository';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

// A sign-in's reads in one statement (server/db/sign-in-lookup.repository.ts): the failed-login
// windows, the account and whether this very browser signed in to it before.

const HOUR = 60 * 60 * 1000;
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe.each(engines)('the sign-in lookup on %s', (engine) => {
  let t: TestApp;
  let member: TestMember;
  const now = new Date('2026-11-27T12:00:00Z');
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const windows = (identifier: string) => [
    { event: 'user.failed_login_ip', identifier: '203.0.113.9', since: at(HOUR) },
    { event: 'user.failed_login_user', identifier, since: at(6 * HOUR) },
  ];
  const lookUp = (mail: string, userAgent = FIREFOX) =>
    lookUpSignIn(t.deps.db, { mail, userAgent, floodWindows: windows(mail.toLowerCase()), now });
  const signInEvent = (outcome: 'success' | 'reported_not_me', userAgent: string, msAgo: number) =>
    signInEventKeeping(t.deps.db, { uid: member.uid, outcome, userAgent, ipPrefix: '203.0.113', now: at(msAgo) }, 50);
  const flood = (event: string, identifier: string, msAgo: number, lifeMs: number) =>
    insertFloodEvent(t.deps.db, { event, identifier, now: at(msAgo), expiresAt: at(msAgo - lifeMs) });

  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    member = await createMember(t, { mail: 'Lookup.Member@Example.com' });
  });
  afterAll(() => t.close());

  it('finds the account by its email in any case, with nothing counted and no known browser yet', async () => {
    const found = await lookUp('lookup.member@example.COM');
    expect(found.user).toMatchObject({ uid: member.uid, mail: 'Lookup.Member@Example.com', status: 'active' });
    expect(found.floods).toEqual([
      { count: 0, oldest: null },
      { count: 0, oldest: null },
    ]);
    expect(found.knownBrowser).toBe(false);
  });

  it('counts each window’s live events and gives the oldest one’s time', async () => {
    const mail = 'lookup.member@example.com';
    await flood('user.failed_login_ip', '203.0.113.9', 30 * 60 * 1000, HOUR);
    await flood('user.failed_login_ip', '203.0.113.9', 10 * 60 * 1000, HOUR);
    await flood('user.failed_login_ip', '203.0.113.9', 2 * HOUR, 3 * HOUR); // outside the window
    await flood('user.failed_login_ip', '198.51.100.1', 10 * 60 * 1000, HOUR); // another IP
    await flood('user.failed_login_user', mail, 5 * HOUR, 6 * HOUR);
    await flood('user.failed_login_user', mail, 2 * HOUR, HOUR); // expired
    const { floods } = await lookUp('Lookup.Member@example.com');
    expect(floods).toEqual([
      { count: 2, oldest: at(30 * 60 * 1000) },
      { count: 1, oldest: at(5 * HOUR) },
    ]);
  });

  it('knows a browser only from a success with exactly its user agent, newer than any "This wasn’t me" report', async () => {
    await signInEvent('success', CHROME, 3 * HOUR);
    expect((await lookUp(member.mail, CHROME)).knownBrowser).toBe(true);
    expect((await lookUp(member.mail, FIREFOX)).knownBrowser).toBe(false);
    await signInEvent('reported_not_me', FIREFOX, 2 * HOUR);
    expect((await lookUp(member.mail, CHROME)).knownBrowser).toBe(false);
    await signInEvent('success', CHROME, HOUR);
    expect((await lookUp(member.mail, CHROME)).knownBrowser).toBe(true);
  });

  it('counts the windows for an email nobody has, with no account and no browser', async () => {
    const found = await lookUp('nobody@example.com');
    expect(found.user).toBeNull();
    expect(found.knownBrowser).toBe(false);
    expect(found.floods[0]).toEqual({ count: 2, oldest: at(30 * 60 * 1000) });
    expect(found.floods[1]).toEqual({ count: 0, oldest: null });
  });
});
