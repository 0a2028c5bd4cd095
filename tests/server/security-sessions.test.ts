import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { createMember, type TestMember } from './support/members';
import {
  FIREFOX_WINDOWS,
  SAFARI_IPHONE,
  endOtherSessions,
  endSession,
  listSessions,
  tokenFrom,
  type SessionJson,
} from './support/security-calls';
import { createTestApp, engines, type TestApp } from './support/test-app';

const PASS = 'Lens-Quartz-42';
const ENDED_MESSAGE = 'This session was signed out from your security settings. Please log in again.';

describe.each(engines)('active sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
  });
  afterAll(() => t.close());

  /** A member with a password and two logins: Firefox on Windows and Safari on an iPhone over IPv6. */
  async function memberWithTwoDevices(): Promise<{ member: TestMember; desktop: string; phone: string }> {
    const member = await createMember(t, { withPassword: true, password: PASS });
    const desktop = await tokenFrom(t, member.mail, PASS, { userAgent: FIREFOX_WINDOWS, ip: '203.0.113.7' });
    const phone = await tokenFrom(t, member.mail, PASS, { userAgent: SAFARI_IPHONE, ip: '2001:db8:85a3::8a2e:370:7334' });
    return { member, desktop, phone };
  }

  const sessionsOf = async (token: string) => {
    const res = await listSessions(t, token);
    expect(res.statusCode).toBe(200);
    return res.json() as SessionJson[];
  };

  it('lists the member’s sessions with browser, system, shortened IP, times and the current one', async () => {
    const { desktop } = await memberWithTwoDevices();
    const list = await sessionsOf(desktop);
    expect(list).toHaveLength(3);
    const firefox = list.find((s) => s.browser === 'Firefox 128');
    const safari = list.find((s) => s.browser === 'Mobile Safari 17');
    expect(firefox).toMatchObject({ os: 'Windows 10', ip: '203.0.113.*', current: true });
    expect(safari).toMatchObject({ os: 'iOS 17.5', ip: '2001:db8:85a3:*', current: false });
    // The session inserted without a login has no user agent or IP.
    expect(list.find((s) => s.browser === 'Unknown browser')).toMatchObject({ os: 'Unknown system', ip: '' });
    const nowSeconds = Math.floor(t.deps.now().getTime() / 1000);
    for (const session of list) {
      expect(session.id).toMatch(/^\d+$/);
      expect(Math.abs(session.created - nowSeconds)).toBeLessThan(5);
      expect(session.last_activity).toBeGreaterThanOrEqual(session.created);
    }
    expect(list.filter((s) => s.current)).toHaveLength(1);
  });

  it('stores only the shortened IP with the session', async () => {
    const { member } = await memberWithTwoDevices();
    const rows = await t.deps.db.select().from(sessions).where(eq(sessions.uid, member.uid));
    expect(rows.map((row) => row.ipPrefix).sort()).toEqual(['', '2001:db8:85a3:*', '203.0.113.*']);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
  });

  it('ends one session: its token answers 401 at once, the others live on', async () => {
    const { member, desktop, phone } = await memberWithTwoDevices();
    const phoneId = (await sessionsOf(desktop)).find((s) => !s.current && s.browser.startsWith('Mobile Safari'))!.id;
    const res = await endSession(t, desktop, phoneId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The session has been signed out.', ended: 1 });
    const refused = await listSessions(t, phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: ENDED_MESSAGE });
    expect((await sessionsOf(desktop)).map((s) => s.id)).not.toContain(phoneId);
    expect((await listSessions(t, member.token)).statusCode).toBe(200);
    // Already ended: nothing left to end.
    expect((await endSession(t, desktop, phoneId)).statusCode).toBe(404);
  });

  it('cannot end another member’s session (404, and it stays live)', async () => {
    const mine = await memberWithTwoDevices();
    const theirs = await memberWithTwoDevices();
    const theirIds = (await sessionsOf(theirs.desktop)).map((s) => s.id);
    for (const id of theirIds) {
      const res = await endSession(t, mine.desktop, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'This session does not exist or has already ended.' });
    }
    expect(await sessionsOf(theirs.desktop)).toHaveLength(3);
    expect((await endSession(t, mine.desktop, '999999999')).statusCode).toBe(404);
  });

  it('checks the session id', async () => {
    const { desktop } = await memberWithTwoDevices();
    for (const id of ['abc', '0', '-1', '1234567890']) {
      const res = await endSession(t, desktop, id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid session id' });
    }
  });

  it('lets a member end their current session like a logout', async () => {
    const { desktop } = await memberWithTwoDevices();
    const current = (await sessionsOf(desktop)).find((s) => s.current)!;
    expect((await endSession(t, desktop, current.id)).statusCode).toBe(200);
    expect((await listSessions(t, desktop)).statusCode).toBe(401);
  });

  it('ends all other sessions and keeps the current one', async () => {
    const { member, desktop, phone } = await memberWithTwoDevices();
    const res = await endOtherSessions(t, desktop);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out of 2 other sessions.', ended: 2 });
    for (const token of [phone, member.token]) {
      const refused = await listSessions(t, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: ENDED_MESSAGE });
    }
    const list = await sessionsOf(desktop);
    expect(list).toEqual([expect.objectContaining({ current: true, browser: 'Firefox 128' })]);
    expect((await endOtherSessions(t, desktop)).json()).toEqual({
      message: 'There were no other sessions to sign out.',
      ended: 0,
    });
  });

  it('ends only the caller’s own other sessions', async () => {
    const mine = await memberWithTwoDevices();
    const theirs = await memberWithTwoDevices();
    expect((await endOtherSessions(t, mine.desktop)).json()).toMatchObject({ ended: 2 });
    expect(await sessionsOf(theirs.phone)).toHaveLength(3);
  });

  it('answers 401 without a live session', async () => {
    for (const res of [
      await listSessions(t, 'not-a-token'),
      await endSession(t, 'not-a-token', '1'),
      await endOtherSessions(t, 'not-a-token'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Your session has expired. Please log in again.' });
    }
  });
});
