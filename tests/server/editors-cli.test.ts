import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { auditLog, users } from '../../server/db/schema';
import { closedPort, restoreCliEnvAfterEach, runCli as run, runningPortalForCli } from './support/cli';
import { setPassword } from './support/editors';
import { signedInProfessional, insertAccountsFixtures } from './support/accounts-fixtures';
import { engines } from './support/test-app';

restoreCliEnvAfterEach();

const addArgs = (email: string) => ['editor', 'add', '--email', email, '--first', 'Eva', '--last', 'Lindqvist'];

describe.each(engines)('portal CLI editor commands through the running server on %s', (engine) => {
  const portal = runningPortalForCli({
    engine,
    seed: false,
    dataDirPrefix: 'source-cli-editor-',
    prepare: insertAccountsFixtures,
  });

  it('adds an editor: prints the link the server mailed', async () => {
    portal.use();
    const { code, out, err } = await run(addArgs('cli.editor@example.com'));
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out[0]).toMatch(
      /^Editor cli\.editor@example\.com added\. Link to set a password \(single use, until .+ UTC, sent by the running portal\):$/,
    );
    expect(out[1]).toMatch(/^http:\/\/portal\.test\/editor\/set-password\/\d+\/[\w-]{43}$/);
    expect(portal.t.mails.at(-1)?.links).toEqual([out[1]]);
  });

  it('lists editors with their state, and a new link replaces the first', async () => {
    portal.use();
    await run(addArgs('cli.list@example.com'));
    const first = portal.t.mails.at(-1)!.links![0]!;
    const listed = await run(['editor', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.out.join('\n')).toMatch(/cli\.list@example\.com {3}Eva Lindqvist — invited \(no password set yet\), added /);
    const link = await run(['editor', 'link', '--email', 'cli.list@example.com']);
    expect(link.code).toBe(0);
    expect(link.out[0]).toMatch(/^New link to set a password for cli\.list@example\.com/);
    expect((await setPassword(portal.t, first)).statusCode).toBe(400);
    expect((await setPassword(portal.t, link.out[1]!)).statusCode).toBe(200);
    expect((await run(['editor', 'list'])).out.join('\n')).toMatch(/cli\.list@example\.com {3}Eva Lindqvist — active/);
  });

  it('removes an editor, and reports refusals as the server words them', async () => {
    portal.use();
    await run(addArgs('cli.remove@example.com'));
    const removed = await run(['editor', 'remove', '--email', 'cli.remove@example.com']);
    expect(removed).toEqual({ code: 0, out: ['The editor cli.remove@example.com was removed.'], err: [] });
    const again = await run(['editor', 'remove', '--email', 'cli.remove@example.com']);
    expect(again.code).toBe(1);
    expect(again.err).toEqual(['No editor has the email cli.remove@example.com.']);
    const { mail } = await signedInProfessional(portal.t);
    const member = await run(addArgs(mail));
    expect(member.code).toBe(1);
    expect(member.err).toEqual([`The email ${mail} belongs to a member account. An editor needs an email address of its own.`]);
  });
});

describe('portal CLI editor commands without a running portal', () => {
  it('adds, lists and removes through the same services on the PGlite database, with audit rows', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'source-cli-editor-local-'));
    try {
      process.env.DATA_DIR = dataDir;
      process.env.PUBLIC_URL = 'http://portal.local';
      process.env.ADMIN_API_URL = `http://127.0.0.1:${await closedPort()}`;
      delete process.env.DATABASE_URL;
      delete process.env.SMTP_URL;
      const added = await run(addArgs('local.editor@example.com'));
      expect(added.err).toEqual([]);
      expect(added.code).toBe(0);
      expect(added.out[0]).toMatch(/sent directly\):$/);
      expect(added.out[1]).toMatch(/^http:\/\/portal\.local\/editor\/set-password\/\d+\/[\w-]{43}$/);
      const emls = (await readdir(path.join(dataDir, 'mail'))).filter((f) => f.endsWith('.eml'));
      expect(emls).toHaveLength(1);
      const eml = await readFile(path.join(dataDir, 'mail', emls[0]!), 'utf8');
      expect(eml).toMatch(/Subject: Set your password for the Lumira editor console/);
      expect((await run(['editor', 'list'])).out).toEqual([
        '1 editor:',
        expect.stringMatching(/^ {2}local\.editor@example\.com {3}Eva Lindqvist — invited/),
      ]);
      expect((await run(['editor', 'remove', '--email', 'local.editor@example.com'])).code).toBe(0);
      const check = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      expect(await check.db.select({ mail: users.mail }).from(users)).toEqual([]);
      expect((await check.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action).sort()).toEqual([
        'create',
        'delete',
      ]);
      await check.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('explains usage errors with exit code 2', async () => {
    expect((await run(['editor'])).err[0]).toBe('Which editor command? add, list, remove or link.');
    expect((await run(['editor', 'promote'])).err[0]).toBe("Unknown editor command 'promote'.");
    expect((await run(['editor', 'add', '--email', 'a@example.com'])).err[0]).toBe('--first is required');
    const invalid = await run(['editor', 'remove', '--email', 'not an email']);
    expect(invalid.code).toBe(2);
    expect(invalid.err[0]).toBe('Please enter valid email');
    const help = await run(['help']);
    expect(help.out.join('\n')).toMatch(/editor\s+Editor accounts: add/);
  });
});
