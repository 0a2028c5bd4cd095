import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { sessionExpiry, sessionInsert } from '../../server/db/sessions.repository';
import { signInEventKeeping } from '../../server/db/sign-in-events.repository';
import { sessions, signInEvents } from '../../server/db/schema';
import { openSignedInSession } from '../../server/services/open-session';
import { recordSignIn, SIGN_IN_HISTORY_SIZE } from '../../server/services/record-sign-in';
import { lastMailTo, segments } from './support/accounts-fixtures';
import { createMember } from './support/members';
import {
  FIREFOX_WINDOWS,
  SAFARI_IPHONE,
  listSessions,
  listSignIns,
  loginFrom,
  tokenFrom,
  type SignInJson,
} from './support/security-calls';
import { createTestApp, engines, type TestApp } from './support/test-app';

const PASS = 'Lens-Quartz-42';

describe.each(engines)('sign-in history on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
  });
  afterAll(() => t.close());

  const memberWithPassword = () => createMember(t, { withPassword: true, password: PASS });
  const historyOf = async (token: string) => {
    const res = await listSignIns(t, token);
    expect(res.statusCode).toBe(200);
    return res.json() as SignInJson[];
  };

  it('records a success and a wrong password with browser, system and shortened IP, newest first', async () => {
    const member = await memberWithPassword();
    expect((await loginFrom(t, member.mail, 'Wrong-Pass-1', { userAgent: SAFARI_IPHONE, ip: '198.51.100.23' })).statusCode).toBe(
      400,
    );
    t.advanceClock(1000);
    const token = await tokenFrom(t, member.mail, PASS, { userAgent: FIREFOX_WINDOWS, ip: '203.0.113.7' });
    const history = await historyOf(token);
    expect(history).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        outcome: 'success',
        factor: 'password',
        time: expect.any(Number),
        browser: 'Firefox 128',
        os: 'Windows 10',
        ip: '203.0.113.*',
      },
      {
        id: expect.stringMatching(/^\d+$/),
        outcome: 'wrong_password',
        time: expect.any(Number),
        browser: 'Mobile Safari 17',
        os: 'iOS 17.5',
        ip: '198.51.100.*',
      },
    ]);
    expect(history[0]!.time).toBeGreaterThan(history[1]!.time);
  });

  it('records a lockout by flood control once per network, and unknown accounts get no rows', async () => {
    const member = await memberWithPassword();
    for (let i = 0; i < 5; i += 1)
      expect((await loginFrom(t, member.mail, 'Wrong-Pass-1', { ip: `198.51.100.${i + 1}` })).statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await loginFrom(t, member.mail, PASS, { ip: '192.0.2.50' })).statusCode).toBe(429);
    expect((await loginFrom(t, member.mail, PASS, { ip: '192.0.2.200' })).statusCode).toBe(429);
    // Refused sign-ins are written after the answer (the job sign-in.record).
    await t.deps.jobs.drain();
    const rows = await t.deps.db.select().from(signInEvents).where(eq(signInEvents.uid, member.uid));
    expect(rows.map((row) => row.outcome).sort()).toEqual([...Array(5).fill('wrong_password'), 'locked_out'].sort());
    const before = await t.deps.db.select().from(signInEvents);
    expect((await loginFrom(t, 'nobody.here@example.com', 'Wrong-Pass-1')).statusCode).toBe(400);
    expect(await t.deps.db.select().from(signInEvents)).toHaveLength(before.length);
    // Once another row came in between, the next lockout is a row of its own again.
    await recordSignIn(t.deps, member.uid, 'wrong_password', { userAgent: '', ipPrefix: '192.0.3.*' });
    expect((await loginFrom(t, member.mail, PASS, { ip: '192.0.2.51' })).statusCode).toBe(429);
    await t.deps.jobs.drain();
    // Password logins are locked, so read with the member's inserted session.
    const [newest] = await historyOf(member.token);
    expect(newest).toMatchObject({ outcome: 'locked_out', ip: '192.0.2.*' });
  });

  it('writes lockouts from one network that are recorded side by side as one row', async () => {
    const member = await memberWithPassword();
    const client = { userAgent: '', ipPrefix: '192.0.2.*' };
    await Promise.all(Array.from({ length: 8 }, () => recordSignIn(t.deps, member.uid, 'locked_out', client)));
    const rows = await t.deps.db.select().from(signInEvents).where(eq(signInEvents.uid, member.uid));
    expect(rows.map((row) => [row.outcome, row.ipPrefix])).toEqual([['locked_out', '192.0.2.*']]);
  });

  it('lists a password change and a password reset, which end sessions', async () => {
    const member = await memberWithPassword();
    const token = await tokenFrom(t, member.mail, PASS);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/user/${member.uid}?_format=json`,
      headers: { authorization: `Bearer ${token}`, 'user-agent': SAFARI_IPHONE },
      payload: { pass: [{ existing: PASS, value: 'Amber-Optics-77' }] },
    });
    expect(changed.statusCode).toBe(200);
    const refused = await listSessions(t, member.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: 'Your password was changed, so this session was signed out. Please log in again.',
    });

    t.advanceClock(1000);
    await t.app.inject({ method: 'POST', url: '/user/lost-password?_format=json', payload: { mail: member.mail } });
    await t.deps.jobs.drain();
    const parts = segments(lastMailTo(t, member.mail).link);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/user/lost-password-reset?_format=json',
      payload: { name: parts[3], temp_pass: parts[4], new_pass: 'Cobalt-Lens-58' },
      headers: { 'user-agent': FIREFOX_WINDOWS },
      remoteAddress: '203.0.113.9',
    });
    expect(reset.statusCode).toBe(200);
    expect((await listSessions(t, token)).json()).toEqual({
      message: 'Your password was reset, so this session was signed out. Please log in again.',
    });

    t.advanceClock(1000);
    const fresh = await tokenFrom(t, member.mail, 'Cobalt-Lens-58');
    expect((await historyOf(fresh)).map((row) => row.outcome)).toEqual([
      'success',
      'password_reset',
      'password_changed',
      'success',
    ]);
    expect((await historyOf(fresh))[1]).toMatchObject({ browser: 'Firefox 128', ip: '203.0.113.*' });
    expect((await historyOf(fresh))[2]).toMatchObject({ browser: 'Mobile Safari 17' });
  });

  it('lists at most the newest 50 and keeps no more than that', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 60; i += 1) {
      await recordSignIn(t.deps, member.uid, i % 2 ? 'success' : 'wrong_password', { userAgent: '', ipPrefix: `10.0.${i}.*` });
      t.advanceClock(1000);
    }
    const history = await historyOf(member.token);
    expect(history).toHaveLength(50);
    expect(history[0]!.ip).toBe('10.0.59.*');
    expect(history[49]!.ip).toBe('10.0.10.*');
    const times = history.map((row) => row.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(await t.deps.db.select().from(signInEvents).where(eq(signInEvents.uid, member.uid))).toHaveLength(50);
  });

  it('opens a sign-in session and its history row together, still keeping the newest 50', async () => {
    const member = await createMember(t);
    const client = { ip: '10.1.2.3', ipPrefix: '10.1.2.*', userAgent: FIREFOX_WINDOWS };
    for (let i = 0; i < 55; i += 1) {
      await openSignedInSession(t.deps, member.uid, client);
      t.advanceClock(1000);
    }
    const rows = await t.deps.db.select().from(signInEvents).where(eq(signInEvents.uid, member.uid));
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.outcome === 'success' && row.ipPrefix === '10.1.2.*')).toBe(true);
    // createMember's own session, and one per sign-in.
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.uid, member.uid))).toHaveLength(56);

    // One statement: when the session cannot be written (here a duplicate token), neither is the history row.
    const [existing] = await t.deps.db.select().from(sessions).where(eq(sessions.uid, member.uid)).limit(1);
    const duplicate = sessionInsert(t.deps.db, {
      uid: member.uid,
      accessTokenHash: existing!.accessTokenHash,
      logoutTokenHash: hashToken('logout'),
      csrfTokenHash: hashToken('csrf'),
      userAgent: '',
      ipPrefix: '10.9.9.*',
      now: t.deps.now(),
      expiresAt: sessionExpiry(t.deps.now()),
    });
    // The same statement a sign-in prepares (services/open-session.ts), with its values bound.
    const write = signInEventKeeping(
      t.deps.db,
      { uid: member.uid, outcome: 'success', userAgent: '', ipPrefix: '10.9.9.*', now: t.deps.now() },
      SIGN_IN_HISTORY_SIZE,
      [t.deps.db.$with('new_session').as(duplicate)],
    );
    await expect(write).rejects.toThrow();
    const after = await t.deps.db.select().from(signInEvents).where(eq(signInEvents.uid, member.uid));
    expect(after.map((row) => row.ipPrefix)).not.toContain('10.9.9.*');
    expect(after).toHaveLength(50);
  });

  it('shows each member only their own history', async () => {
    const one = await memberWithPassword();
    const two = await memberWithPassword();
    await tokenFrom(t, one.mail, PASS);
    expect(await historyOf(two.token)).toEqual([]);
    expect(await historyOf(one.token)).toHaveLength(1);
  });

  it('answers 401 without a live session', async () => {
    const res = await listSignIns(t, 'not-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Your session has expired. Please log in again.' });
  });
});
