import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { notificationRecipients, users } from '../../server/db/schema';
import { closedPort, restoreCliEnvAfterEach, runCli as run, runningPortalForCli } from './support/cli';
import { createMember, type TestMember } from './support/members';
import { engines } from './support/test-app';

restoreCliEnvAfterEach();

describe.each(engines)('portal CLI notify and messages through the running server on %s', (engine) => {
  let on: TestMember;
  let off: TestMember;
  const portal = runningPortalForCli({
    engine,
    seed: false,
    dataDirPrefix: 'source-members-cli-',
    prepare: async (t, dataDir) => {
      on = await createMember(t, { userType: '2', emailNotification: null });
      off = await createMember(t, { userType: '2', emailNotification: false });
      await writeFile(path.join(dataDir, 'message.html'), '<p>The <b>new catalogue</b> is online.</p>\n');
    },
  });
  const inDataDir = (file: string) => path.join(portal.dataDir, file);

  it('notify: creates the notification for the audience and mails only members with notifications on', async () => {
    portal.use();
    const sent = portal.t.mails.length;
    const { code, out, err } = await run([
      'notify',
      '--subject',
      'Catalogue',
      '--message-file',
      inDataDir('message.html'),
      '--to',
      'distributors',
    ]);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out[0]).toBe('Notification "Catalogue" created for 2 member(s); 1 email(s) queued (by the running portal).');
    await portal.t.settleJobs();
    expect(portal.t.mails.slice(sent).map((m) => m.to)).toEqual([on.mail]);
    const list = await portal.t.app.inject({ method: 'GET', url: '/jsonapi/message/notification', headers: off.headers });
    expect(list.json()).toEqual([
      expect.objectContaining({ subject: 'Catalogue', message: '<p>The <b>new catalogue</b> is online.</p>', isread: 'False' }),
    ]);
  });

  it('notify: explains usage errors', async () => {
    portal.use();
    expect((await run(['notify', '--subject', 'x', '--to', 'all'])).err[0]).toBe('--message-file is required');
    const missingFile = await run(['notify', '--subject', 'x', '--message-file', inDataDir('nope.html'), '--to', 'all']);
    expect(missingFile.code).toBe(2);
    const badTo = await run(['notify', '--subject', 'x', '--message-file', inDataDir('message.html'), '--to', 'everyone']);
    expect(badTo.code).toBe(2);
    const unknown = await run([
      'notify',
      '--subject',
      'x',
      '--message-file',
      inDataDir('message.html'),
      '--to',
      'ghost@example.com',
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.err[0]).toMatch(/No active member has the email ghost@example.com/);
  });

  it('messages: lists the support inbox newest first', async () => {
    portal.use();
    expect((await run(['messages'])).out).toEqual(['No messages yet.']);
    const help = (subject: string) => ({
      contact_form: [{ target_id: 'need_help_form' }],
      name: [{ value: 'Grace Hopper' }],
      mail: [{ value: 'grace@example.com' }],
      field_country: [{ value: 'Norway' }],
      subject: [{ value: subject }],
      message: [{ value: 'Line one\nLine two' }],
    });
    await portal.t.app.inject({ method: 'POST', url: '/entity/contact_message', payload: help('First question') });
    await portal.t.app.inject({ method: 'POST', url: '/entity/contact_message', payload: help('Second question') });
    const { code, out } = await run(['messages']);
    expect(code).toBe(0);
    expect(out[0]).toBe('2 message(s):');
    const text = out.join('\n');
    expect(text.indexOf('Second question')).toBeLessThan(text.indexOf('First question'));
    expect(text).toContain('help form  Grace Hopper <grace@example.com>');
    expect(text).toContain('  | Line two');
    const json = await run(['messages', '--json', '--limit', '1']);
    expect(JSON.parse(json.out.join('\n'))).toEqual([
      expect.objectContaining({ subject: 'Second question', form: 'need_help_form' }),
    ]);
  });
});

describe('portal CLI notify without a running server', () => {
  it('opens the database itself and writes the mails to the outbox', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'source-members-cli-local-'));
    try {
      const prepared = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      await prepared.db.insert(users).values([
        { mail: 'pro.on@example.com', passHash: 'x', status: 'active', userType: '1', firstName: 'Ona', lastName: 'On' },
        {
          mail: 'pro.off@example.com',
          passHash: 'x',
          status: 'active',
          userType: '1',
          firstName: 'Off',
          lastName: 'Off',
          emailNotification: false,
        },
        {
          mail: 'pro.blocked@example.com',
          passHash: 'x',
          status: 'blocked',
          userType: '1',
          firstName: 'Not',
          lastName: 'Active',
        },
        { mail: 'dist@example.com', passHash: 'x', status: 'active', userType: '2', firstName: 'Dan', lastName: 'Dist' },
      ]);
      await prepared.close();
      await writeFile(path.join(dataDir, 'm.html'), '<p>Hello</p>');
      process.env.DATA_DIR = dataDir;
      process.env.PUBLIC_URL = 'http://portal.local';
      process.env.ADMIN_API_URL = `http://127.0.0.1:${await closedPort()}`;
      delete process.env.DATABASE_URL;
      delete process.env.SMTP_URL;
      const { code, out, err } = await run([
        'notify',
        '--subject',
        'Local',
        '--message-file',
        path.join(dataDir, 'm.html'),
        '--to',
        'professionals',
      ]);
      expect(err).toEqual([]);
      expect(code).toBe(0);
      expect(out[0]).toBe('Notification "Local" created for 2 member(s); 1 emailed (directly).');
      const eml = (await readdir(path.join(dataDir, 'mail'))).filter((f) => f.endsWith('.eml'));
      expect(eml).toHaveLength(1);
      expect(await readFile(path.join(dataDir, 'mail', eml[0]!), 'utf8')).toMatch(/To: pro\.on@example\.com/);
      const check = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      expect(await check.db.select().from(notificationRecipients)).toHaveLength(2);
      await check.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
