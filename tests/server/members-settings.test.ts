import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_SAVED } from '../../server/services/save-settings';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

describe.each(engines)('user settings on %s', (engine) => {
  let t: TestApp;
  let member: TestMember;
  let other: TestMember;

  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    member = await createMember(t, { userType: '1', emailNotification: null });
    other = await createMember(t, { userType: '2', emailNotification: false });
  });
  afterAll(() => t.close());

  const read = (who: TestMember, uid = who.uid) =>
    t.app.inject({ method: 'GET', url: `/jsonapi/user/settings/${uid}`, headers: who.headers });
  const write = (who: TestMember, value: unknown, uid = who.uid) =>
    t.app.inject({
      method: 'PATCH',
      url: `/user/${uid}?_format=json`,
      headers: who.headers,
      payload: { field_email_notification: { value } },
    });

  it('answers data[0].email_notification, true when never set', async () => {
    const res = await read(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [{ email_notification: true }] });
    expect((await read(other)).json()).toEqual({ data: [{ email_notification: false }] });
  });

  it('saves the toggle both ways', async () => {
    const off = await write(member, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: SETTINGS_SAVED });
    expect((await read(member)).json()).toEqual({ data: [{ email_notification: false }] });
    expect((await write(member, true)).statusCode).toBe(200);
    expect((await read(member)).json()).toEqual({ data: [{ email_notification: true }] });
  });

  it('refuses values that are not booleans, and extra keys', async () => {
    // (Fastify's AJV coerces 'true'/'false'/null to booleans; anything else is refused.)
    expect((await write(member, 'maybe')).statusCode).toBe(400);
    expect((await write(member, { on: true })).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'PATCH',
      url: `/user/${member.uid}?_format=json`,
      headers: member.headers,
      payload: { field_email_notification: { value: true }, field_first_name: { value: 'X' } },
    });
    expect(extra.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/user/${member.uid}`,
          headers: member.headers,
          payload: { field_email_notification: { value: true } },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("cannot read or change another member's settings", async () => {
    expect((await read(member, other.uid)).statusCode).toBe(403);
    expect((await write(member, true, other.uid)).statusCode).toBe(403);
    expect((await read(other)).json()).toEqual({ data: [{ email_notification: false }] });
    expect((await t.app.inject({ method: 'GET', url: `/jsonapi/user/settings/${member.uid}` })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/user/${member.uid}?_format=json`,
          payload: { field_email_notification: { value: true } },
        })
      ).statusCode,
    ).toBe(401);
  });
});
