import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { createMember } from './support/members';
import { listSessions, pollNotifications } from './support/security-calls';
import { createTestApp, engines, type TestApp } from './support/test-app';

const MINUTE = 60_000;
const IDLE_MESSAGE = 'You were signed out after 5 minutes without activity.';

describe.each(engines)('server-enforced idle logout (SESSION_IDLE_MINUTES=5) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false, env: { SESSION_IDLE_MINUTES: '5' } });
  });
  afterAll(() => t.close());

  it('reads the idle time from SESSION_IDLE_MINUTES', () => {
    expect(t.deps.config.sessionIdleMinutes).toBe(5);
  });

  it('ends a session without member activity and says why, on every later call too', async () => {
    const member = await createMember(t);
    t.advanceClock(5 * MINUTE + 1000);
    for (const res of [await pollNotifications(t, member.token, false), await listSessions(t, member.token)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: IDLE_MESSAGE });
    }
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.uid, member.uid));
    expect(row!.revokedAt).not.toBeNull();
    expect(row!.endReason).toBe('idle');
    // Ended for good: a session the server ended does not come back.
    expect((await listSessions(t, member.token)).statusCode).toBe(401);
  });

  it('does not count background calls as activity', async () => {
    const member = await createMember(t);
    t.advanceClock(3 * MINUTE);
    expect((await pollNotifications(t, member.token)).statusCode).toBe(200);
    t.advanceClock(3 * MINUTE);
    const res = await pollNotifications(t, member.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: IDLE_MESSAGE });
  });

  it('counts every other bearer call as activity', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 3; i += 1) {
      t.advanceClock(3 * MINUTE);
      expect((await pollNotifications(t, member.token, false)).statusCode).toBe(200);
    }
    t.advanceClock(3 * MINUTE);
    expect((await listSessions(t, member.token)).statusCode).toBe(200);
    t.advanceClock(4 * MINUTE);
    expect((await pollNotifications(t, member.token)).statusCode).toBe(200);
  });

  it('does not move the last activity for a background call', async () => {
    const member = await createMember(t);
    const [before] = await t.deps.db.select().from(sessions).where(eq(sessions.uid, member.uid));
    t.advanceClock(MINUTE);
    expect((await pollNotifications(t, member.token)).statusCode).toBe(200);
    const [after] = await t.deps.db.select().from(sessions).where(eq(sessions.uid, member.uid));
    expect(after!.lastSeenAt.getTime()).toBe(before!.lastSeenAt.getTime());
    expect((await pollNotifications(t, member.token, false)).statusCode).toBe(200);
    const [touched] = await t.deps.db.select().from(sessions).where(eq(sessions.uid, member.uid));
    expect(touched!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before!.lastSeenAt.getTime() + MINUTE);
  });

  it('checks the background header value', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/jsonapi/message/notification',
      headers: { ...member.headers, 'x-background-request': 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('times each session on its own and leaves idle ones out of the list', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    t.advanceClock(4 * MINUTE);
    expect((await listSessions(t, member.token)).json()).toHaveLength(1);
    t.advanceClock(2 * MINUTE);
    expect((await listSessions(t, other.token)).statusCode).toBe(401);
    expect((await listSessions(t, member.token)).statusCode).toBe(200);
  });
});
