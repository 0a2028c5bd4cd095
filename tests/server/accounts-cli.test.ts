import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../server/db/data-dir-lock';
import { openDatabase } from '../../server/db/client';
import { countries, invitations } from '../../server/db/schema';
import { insertAccountsFixtures } from './support/accounts-fixtures';
import { closedPort, restoreCliEnvAfterEach, runCli as run, runningPortalForCli } from './support/cli';
import { engines } from './support/test-app';

const inviteArgs = (email: string) => [
  'invite',
  '--email',
  email,
  '--first',
  'Lars',
  '--last',
  'Berg',
  '--company',
  'Nordic Optics',
  '--country',
  'DE',
];

restoreCliEnvAfterEach();

describe.each(engines)('portal CLI invite through the running server on %s', (engine) => {
  const portal = runningPortalForCli({ engine, seed: false, dataDirPrefix: 'source-cli-', prepare: insertAccountsFixtures });

  it('calls the admin API with the token from $DATA_DIR and prints the link the server mailed', async () => {
    portal.use();
    const { code, out, err } = await run(inviteArgs('cli.dist@example.com'));
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/sent by the running portal/);
    expect(out[1]).toMatch(/^http:\/\/portal\.test\/register\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(portal.t.mails.at(-1)?.links).toEqual([out[1]]);
  });

  it("reports the server's refusal", async () => {
    portal.use();
    const { code, err } = await run([...inviteArgs('cli.bad@example.com').slice(0, -1), 'Atlantis']);
    expect(code).toBe(1);
    expect(err[0]).toMatch(/Unknown country "Atlantis"/);
  });
});

describe('portal CLI', () => {
  it('opens the database itself when no server answers, through the same service', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'source-cli-local-'));
    try {
      const prepared = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      await prepared.db.insert(countries).values({ id: 'DE', countryName: 'Germany' });
      await prepared.close();
      process.env.DATA_DIR = dataDir;
      process.env.PUBLIC_URL = 'http://portal.local';
      process.env.ADMIN_API_URL = `http://127.0.0.1:${await closedPort()}`;
      delete process.env.DATABASE_URL;
      delete process.env.SMTP_URL;
      const { code, out, err } = await run(inviteArgs('local.dist@example.com'));
      expect(err).toEqual([]);
      expect(code).toBe(0);
      expect(out[0]).toMatch(/sent directly/);
      expect(out[1]).toMatch(/^http:\/\/portal\.local\/register\/[\w-]+\.[\w-]+\.[\w-]+$/);
      expect((await readdir(path.join(dataDir, 'mail'))).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
      const check = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      expect(await check.db.select({ email: invitations.email }).from(invitations)).toEqual([
        { email: 'local.dist@example.com' },
      ]);
      await check.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('does not open a PGlite database another live process has locked', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'source-cli-locked-'));
    try {
      const release = await acquireDataDirLock(dataDir);
      process.env.DATA_DIR = dataDir;
      process.env.ADMIN_API_URL = `http://127.0.0.1:${await closedPort()}`;
      delete process.env.DATABASE_URL;
      const { code, err } = await run(inviteArgs('locked.dist@example.com'));
      expect(code).toBe(1);
      expect(err[0]).toMatch(/is in use by process \d+/);
      expect(await readdir(dataDir)).not.toContain('db');
      await release();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('explains usage errors with exit code 2 and lists commands', async () => {
    const missing = await run(['invite', '--email', 'a@example.com']);
    expect(missing.code).toBe(2);
    expect(missing.err[0]).toBe('--first is required');
    const unknownOption = await run([...inviteArgs('a@example.com'), '--bogus']);
    expect(unknownOption.code).toBe(2);
    const invalid = await run([
      'invite',
      '--email',
      'a@example.com',
      '--first',
      'L4rs',
      '--last',
      'Berg',
      '--company',
      'X',
      '--country',
      'DE',
    ]);
    expect(invalid.err[0]).toBe('First name cannot contain numeric values');
    const unknown = await run(['frobnicate']);
    expect(unknown.code).toBe(2);
    const help = await run(['help']);
    expect(help.code).toBe(0);
    expect(help.out.join('\n')).toMatch(/invite\s+Invite a distributor/);
  });
});
