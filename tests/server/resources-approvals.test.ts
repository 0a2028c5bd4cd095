import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCall } from '../../server/cli/admin-api';
import approveCommand from '../../server/cli/commands/approve';
import approvalsCommand from '../../server/cli/commands/approvals';
import rejectCommand from '../../server/cli/commands/reject';
import type { CliCommand } from '../../server/cli/command';
import { notificationRecipients, notifications } from '../../server/db/schema';
import { decidePendingSubscription } from '../../server/services/decide-subscription';
import { listPendingApprovals } from '../../server/services/list-pending-approvals';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

const VIDEO_LIBRARY = '1003'; // professionals, approval required
const OUTCOMES_REGISTRY = '1005'; // professionals, approval required
const ORDER_PORTAL = '1007'; // distributors, approval required
const LENS_PLANNER = '1001'; // no approval

const admin = { authorization: 'Bearer test-admin-token' };

describe.each(engines)('subscription approvals on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  const add = (member: TestMember, nid: string) =>
    t.app.inject({ method: 'POST', url: '/api/myresource', headers: member.headers, payload: { nid, uid: String(member.uid) } });
  const subscribedItem = async (member: TestMember, nid: string) => {
    const list = (
      await t.app.inject({ method: 'GET', url: `/uiapi/myresource/${member.uid}`, headers: member.headers })
    ).json() as {
      nid: string;
      approved: number;
    }[];
    return list.find((item) => item.nid === nid);
  };
  const pending = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/approvals', headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json() as { nid: string; email: string; uid: string; title: string; created: number }[];
  };
  const decide = (body: object, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url: '/admin/api/approvals', headers, payload: body });
  const notificationsOf = (uid: number) =>
    t.deps.db
      .select({ subject: notifications.subject, message: notifications.message })
      .from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.nid, notificationRecipients.nid))
      .where(eq(notificationRecipients.uid, uid));

  it('the admin API needs the admin token, not a member session', async () => {
    const member = await createMember(t);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/approvals' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/approvals', headers: member.headers })).statusCode).toBe(401);
    expect((await decide({ nid: VIDEO_LIBRARY, email: member.mail, decision: 'approve' }, member.headers)).statusCode).toBe(401);
  });

  it('lists pending subscriptions only (not those that need no approval), oldest first', async () => {
    const first = await createMember(t, { userType: '1' });
    const second = await createMember(t, { userType: '2' });
    await add(first, VIDEO_LIBRARY);
    t.advanceClock(1000);
    await add(second, ORDER_PORTAL);
    await add(second, LENS_PLANNER);
    const list = (await pending()).filter((p) => [first.mail, second.mail].includes(p.email));
    expect(list.map((p) => [p.email, p.nid])).toEqual([
      [first.mail, VIDEO_LIBRARY],
      [second.mail, ORDER_PORTAL],
    ]);
    expect(list[0]).toMatchObject({
      uid: String(first.uid),
      title: 'Surgical Video Library',
      first_name: 'Anna',
      last_name: 'Tester',
    });
    expect(list[0]!.created).toBeLessThan(list[1]!.created);
  });

  it('approval through the admin API makes it open, notifies and emails the member', async () => {
    const member = await createMember(t, { userType: '1' });
    await add(member, VIDEO_LIBRARY);
    expect(await subscribedItem(member, VIDEO_LIBRARY)).toMatchObject({ approved: 0 });

    const res = await decide({ nid: VIDEO_LIBRARY, email: member.mail.toUpperCase(), decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nid: VIDEO_LIBRARY,
      email: member.mail,
      decision: 'approve',
      message: expect.stringContaining('email queued'),
    });

    expect(await subscribedItem(member, VIDEO_LIBRARY)).toMatchObject({ approved: 1 });
    expect((await pending()).some((p) => p.email === member.mail)).toBe(false);
    const notes = await notificationsOf(member.uid);
    expect(notes).toEqual([
      { subject: 'Access approved: Surgical Video Library', message: expect.stringContaining('Surgical Video Library') },
    ]);
    await t.settleJobs();
    const mail = t.mails.findLast((m) => m.to === member.mail);
    expect(mail?.subject).toContain('Access approved: Surgical Video Library');
    expect(mail?.html).toContain('Surgical Video Library');
    expect(mail?.text).toContain('Surgical Video Library');
  });

  it('a member with email notifications off is notified but not emailed', async () => {
    const member = await createMember(t, { userType: '1', emailNotification: false });
    await add(member, OUTCOMES_REGISTRY);
    const res = await decide({ nid: OUTCOMES_REGISTRY, email: member.mail, decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(await notificationsOf(member.uid)).toHaveLength(1);
    await t.settleJobs();
    expect(t.mails.some((m) => m.to === member.mail)).toBe(false);
  });

  it('rejection removes the pending subscription; the member may ask again', async () => {
    const member = await createMember(t, { userType: '2' });
    await add(member, ORDER_PORTAL);
    const res = await decide({ nid: ORDER_PORTAL, email: member.mail, decision: 'reject' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ decision: 'reject', message: expect.stringContaining('notified; email queued') });
    expect(await subscribedItem(member, ORDER_PORTAL)).toBeUndefined();
    expect(await notificationsOf(member.uid)).toEqual([
      { subject: 'Access not approved: Distributor Order Portal', message: expect.stringContaining('was not approved') },
    ]);
    await add(member, ORDER_PORTAL);
    expect(await subscribedItem(member, ORDER_PORTAL)).toMatchObject({ approved: 0 });
  });

  it('deciding something that is not pending answers 404', async () => {
    const member = await createMember(t, { userType: '1' });
    await add(member, LENS_PLANNER);
    expect((await decide({ nid: LENS_PLANNER, email: member.mail, decision: 'approve' })).statusCode).toBe(404);
    expect((await decide({ nid: VIDEO_LIBRARY, email: member.mail, decision: 'approve' })).statusCode).toBe(404);
    expect((await decide({ nid: VIDEO_LIBRARY, email: 'nobody@example.com', decision: 'reject' })).statusCode).toBe(404);
    expect((await decide({ nid: VIDEO_LIBRARY, email: member.mail, decision: 'maybe' })).statusCode).toBe(400);
  });

  describe('through the CLI commands and their service functions', () => {
    // The admin call as the CLI makes it when no server answers: the same service function, in process.
    const localAdmin: AdminCall = async ({ local }) => ({ result: await local(t.deps), via: 'local' });
    const run = async (command: CliCommand, values: Record<string, string> = {}) => {
      const lines: string[] = [];
      const code = await command.run({
        values,
        positionals: [],
        config: t.deps.config,
        out: (l) => lines.push(l),
        err: (l) => lines.push(l),
        admin: localAdmin,
      });
      return { code: code ?? 0, output: lines.join('\n') };
    };

    it('approvals lists, approve decides, and the member gets it', async () => {
      const member = await createMember(t, { userType: '1' });
      await add(member, VIDEO_LIBRARY);
      expect((await listPendingApprovals(t.deps)).some((p) => p.email === member.mail)).toBe(true);

      const listed = await run(approvalsCommand);
      expect(listed.output).toContain(`--nid ${VIDEO_LIBRARY} --email ${member.mail}`);

      const approved = await run(approveCommand, { nid: VIDEO_LIBRARY, email: member.mail });
      expect(approved.code).toBe(0);
      expect(approved.output).toMatch(/^Approved: Surgical Video Library/);
      expect(await subscribedItem(member, VIDEO_LIBRARY)).toMatchObject({ approved: 1 });
    });

    it('reject removes it; deciding twice is refused', async () => {
      const member = await createMember(t, { userType: '1' });
      await add(member, OUTCOMES_REGISTRY);
      const rejected = await run(rejectCommand, { nid: OUTCOMES_REGISTRY, email: member.mail });
      expect(rejected.output).toMatch(/^Rejected/);
      expect(await subscribedItem(member, OUTCOMES_REGISTRY)).toBeUndefined();
      await expect(
        decidePendingSubscription(t.deps, { nid: OUTCOMES_REGISTRY, email: member.mail, decision: 'reject' }),
      ).rejects.toMatchObject({
        statusCode: 404,
      });
    });

    it('approve checks its options before doing anything', async () => {
      await expect(run(approveCommand, { nid: 'x', email: 'a@example.com' })).rejects.toThrow('Invalid content id');
      await expect(run(approveCommand, { email: 'a@example.com' })).rejects.toThrow('--nid is required');
    });

    it('approvals says so when nothing waits', async () => {
      const empty = await createTestApp({ engine, seed: false });
      try {
        const lines: string[] = [];
        await approvalsCommand.run({
          values: {},
          positionals: [],
          config: empty.deps.config,
          out: (l) => lines.push(l),
          err: (l) => lines.push(l),
          admin: async ({ local }) => ({ result: await local(empty.deps), via: 'local' }),
        });
        expect(lines).toEqual(['No subscriptions are waiting for approval.']);
      } finally {
        await empty.close();
      }
    });
  });
});
