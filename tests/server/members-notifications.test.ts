import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { notifyMembers } from '../../server/services/notify-members';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

interface NotificationJson {
  nid: string;
  subject: string;
  message: string;
  created: number;
  isread: 'True' | 'False';
}

const ADMIN = { authorization: 'Bearer test-admin-token' };

describe.each(engines)('notifications on %s', (engine) => {
  let t: TestApp;
  let pro: TestMember;
  let dist: TestMember;
  let quiet: TestMember;
  const uuids = new Map<number, string>();

  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    pro = await createMember(t, { userType: '1', emailNotification: null });
    dist = await createMember(t, { userType: '2', emailNotification: true });
    quiet = await createMember(t, { userType: '1', emailNotification: false });
    for (const m of [pro, dist, quiet]) {
      const [row] = await t.deps.db.select({ uuid: users.uuid }).from(users).where(eq(users.uid, m.uid));
      uuids.set(m.uid, row!.uuid);
    }
  });
  afterAll(() => t.close());

  const list = async (member: TestMember) => {
    const res = await t.app.inject({ method: 'GET', url: '/jsonapi/message/notification', headers: member.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as NotificationJson[];
  };
  const flagBody = (nid: string, uuid: string) => ({
    data: {
      type: 'flagging--contact_message_read_status',
      attributes: { entity_type: 'contact_message', entity_id: nid },
      relationships: { uid: { data: { type: 'user--user', id: uuid } } },
    },
  });
  const flag = (member: TestMember, nid: string, uuid = uuids.get(member.uid)!) =>
    t.app.inject({
      method: 'POST',
      url: '/jsonapi/flagging/contact_message_read_status',
      headers: { ...member.headers, 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify(flagBody(nid, uuid)),
    });
  const notify = (body: Record<string, unknown>, headers: Record<string, string> = ADMIN) =>
    t.app.inject({ method: 'POST', url: '/admin/api/notifications', headers, payload: body });

  it('needs a session for every member call', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/jsonapi/message/notification' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/jsonapi/message/notification/1' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/jsonapi/flagging/contact_message_read_status',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify(flagBody('1', uuids.get(pro.uid)!)),
    });
    expect(res.statusCode).toBe(401);
  });

  it('sends to professionals only, emailing those whose setting is on or never set', async () => {
    const sent = t.mails.length;
    const res = await notify({ subject: 'New lens planner', message: '<p>Hello <b>doctors</b></p>', to: 'professionals' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ recipients: 2, emailed: 1 });
    await t.settleJobs();
    const mails = t.mails.slice(sent);
    expect(mails.map((m) => m.to)).toEqual([pro.mail]);
    // Issue 44: the editor's subject as it is (the sender is "The Source"), not "Lumira: New lens planner".
    expect(mails[0]!.subject).toBe('New lens planner');
    expect(mails[0]!.text).toContain('You have a new notification on the Source: New lens planner');
    expect(mails[0]!.text).toContain('Hello doctors');
    expect(mails[0]!.links?.[0]).toMatch(/^http:\/\/portal\.test\/notificationDetails\/\d+$/);
    expect(await list(dist)).toEqual([]);
    const [item] = await list(quiet);
    expect(item).toEqual({
      nid: expect.stringMatching(/^\d+$/),
      subject: 'New lens planner',
      message: '<p>Hello <b>doctors</b></p>',
      created: expect.any(Number),
      isread: 'False',
    });
    expect(Math.abs(item!.created - Date.now() / 1000)).toBeLessThan(60);
  });

  it('lists newest first, reads one, and flags it read (twice is harmless) for that member only', async () => {
    await notify({ subject: 'Second', message: '<p>Two</p>', to: 'all' });
    const before = await list(pro);
    expect(before.map((n) => n.subject)).toEqual(['Second', 'New lens planner']);
    const nid = before[0]!.nid;
    const one = await t.app.inject({ method: 'GET', url: `/jsonapi/message/notification/${nid}`, headers: pro.headers });
    expect(one.json()).toEqual([before[0]]);

    const first = await flag(pro, nid);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ data: { type: 'flagging--contact_message_read_status', id: expect.any(String) } });
    expect((await flag(pro, nid)).statusCode).toBe(201);
    const after = await list(pro);
    expect(after.find((n) => n.nid === nid)?.isread).toBe('True');
    expect(after.filter((n) => n.isread === 'False')).toHaveLength(1);
    // Unread state is per member: the same notification is still unread for the others.
    expect((await list(dist)).find((n) => n.nid === nid)?.isread).toBe('False');
  });

  it('takes the read flag only as JSON:API (application/vnd.api+json, what the SPA sends)', async () => {
    const [item] = await list(dist);
    const res = await t.app.inject({
      method: 'POST',
      url: '/jsonapi/flagging/contact_message_read_status',
      headers: dist.headers,
      payload: flagBody(item!.nid, uuids.get(dist.uid)!),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'The request body is not in a format this call accepts.' });
    expect((await list(dist)).find((n) => n.nid === item!.nid)?.isread).toBe(item!.isread);
  });

  it("never shows or flags another member's notification", async () => {
    const own = await list(pro);
    const onlyForPros = own.find((n) => n.subject === 'New lens planner')!;
    const peek = await t.app.inject({
      method: 'GET',
      url: `/jsonapi/message/notification/${onlyForPros.nid}`,
      headers: dist.headers,
    });
    expect(peek.statusCode).toBe(200);
    expect(peek.json()).toEqual([]);
    expect((await flag(dist, onlyForPros.nid)).statusCode).toBe(404);
    // Flagging for someone else's uuid is refused, even for a notification both received.
    const shared = own.find((n) => n.subject === 'Second')!;
    const forged = await flag(dist, shared.nid, uuids.get(quiet.uid)!);
    expect(forged.statusCode).toBe(403);
    expect((await list(quiet)).find((n) => n.nid === shared.nid)?.isread).toBe('False');
  });

  it('refuses malformed ids and read-flag bodies', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/jsonapi/message/notification/abc', headers: pro.headers })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/jsonapi/message/notification/999999', headers: pro.headers })).json(),
    ).toEqual([]);
    const wrongType = flagBody('1', uuids.get(pro.uid)!);
    wrongType.data.type = 'node--article';
    const res = await t.app.inject({
      method: 'POST',
      url: '/jsonapi/flagging/contact_message_read_status',
      headers: { ...pro.headers, 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify(wrongType),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await flag(pro, '999999')).statusCode).toBe(404);
  });

  it('sends to one member by email (any case), and 404s for an unknown email', async () => {
    const sent = t.mails.length;
    const res = await notify({ subject: 'Just you', message: '<p>Hi</p>', to: dist.mail.toUpperCase() });
    expect(res.json()).toEqual({ recipients: 1, emailed: 1 });
    await t.settleJobs();
    expect(t.mails.slice(sent).map((m) => m.to)).toEqual([dist.mail]);
    expect((await notify({ subject: 'x', message: 'y', to: 'nobody@example.com' })).statusCode).toBe(404);
  });

  it('validates the admin request and needs the admin token', async () => {
    expect((await notify({ subject: '', message: 'y', to: 'all' })).json()).toEqual({ message: 'Please enter subject' });
    expect((await notify({ subject: 'x', message: 'y', to: 'everyone' })).statusCode).toBe(400);
    expect((await notify({ subject: 'x', message: 'y', to: 'all' }, pro.headers)).statusCode).toBe(401);
  });

  it('notifyMembers honours the email setting as it changes (off: no mail, null: mail)', async () => {
    const target = await createMember(t, { userType: '2', emailNotification: null });
    const sendTo = () => notifyMembers(t.deps, { subject: 'Toggle', messageHtml: '<p>t</p>', audience: target.mail });
    const before = t.mails.length;
    expect(await sendTo()).toMatchObject({ recipients: 1, emailed: 1 });
    await t.app.inject({
      method: 'PATCH',
      url: `/user/${target.uid}?_format=json`,
      headers: target.headers,
      payload: { field_email_notification: { value: false } },
    });
    expect(await sendTo()).toMatchObject({ recipients: 1, emailed: 0 });
    await t.app.inject({
      method: 'PATCH',
      url: `/user/${target.uid}?_format=json`,
      headers: target.headers,
      payload: { field_email_notification: { value: true } },
    });
    expect(await sendTo()).toMatchObject({ recipients: 1, emailed: 1 });
    await t.settleJobs();
    expect(t.mails.slice(before).map((m) => m.to)).toEqual([target.mail, target.mail]);
    expect((await list(target)).filter((n) => n.subject === 'Toggle')).toHaveLength(3);
  });
});
