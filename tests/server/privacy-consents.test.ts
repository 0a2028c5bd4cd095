import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { consentVersions, consents } from '../../server/db/schema';
import { publishConsentVersion } from '../../server/services/publish-consent-version';
import {
  activateFromMail,
  freshEmail,
  insertAccountsFixtures,
  loginSession,
  professionalBody,
  register,
} from './support/accounts-fixtures';
import { closedPort, makeCliDataDir, restoreCliEnvAfterEach, runCli, useRunningServer } from './support/cli';
import { createMember } from './support/members';
import { ADMIN_HEADERS } from './support/sample-requests';
import { createTestApp, engines, type TestApp } from './support/test-app';

restoreCliEnvAfterEach();

const PAGES = ['terms-service', 'privacy-statement', 'cookie-policy', 'messages-organization'];

interface PendingJson {
  page: string;
  title: string;
  link: string;
  version: number;
  accepted_version: number | null;
  changes: { version: number; summary: string; created: number }[];
}

describe.each(engines)('consent versions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    await insertAccountsFixtures(t);
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const pending = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/consents/pending', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PendingJson[];
  };
  const history = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/consents', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { page: string; title: string; version: number; accepted: number }[];
  };
  const accept = (token: string, page: string, version: number) =>
    t.app.inject({ method: 'POST', url: '/api/user/consents', headers: bearer(token), payload: { page, version } });
  const currentVersion = async (page: string) => {
    const rows = await t.deps.db
      .select()
      .from(consentVersions)
      .where(eq(consentVersions.page, page as 'terms-service'));
    return Math.max(...rows.map((row) => row.version));
  };

  /** A member who registered (and so accepted the versions current then) and is signed in. */
  const registeredMember = async () => {
    const body = professionalBody({ mail: freshEmail('consent') });
    expect((await register(t, body)).statusCode).toBe(200);
    await activateFromMail(t, body.mail);
    return (await loginSession(t, body.mail, body.pass)).access_token;
  };

  it('registration stores the acceptance of the current version of all four pages', async () => {
    const token = await registeredMember();
    expect(await pending(token)).toEqual([]);
    const accepted = await history(token);
    expect(accepted.map((row) => row.page).sort()).toEqual([...PAGES].sort());
    for (const row of accepted) expect(row.version).toBe(await currentVersion(row.page));
    expect(accepted.find((row) => row.page === 'terms-service')!.title).toBe('Terms of Service');
  });

  it('a material version asks again, with its summary; accepting it clears the gate and is listed', async () => {
    const token = await registeredMember();
    const before = await currentVersion('terms-service');
    const published = await publishConsentVersion(t.deps, { page: 'terms-service', summary: 'New section on data transfers.' });
    expect(published).toMatchObject({ page: 'terms-service', version: before + 1, material: true });
    const [item, ...rest] = await pending(token);
    expect(rest).toEqual([]);
    expect(item).toEqual({
      page: 'terms-service',
      title: 'Terms of Service',
      link: '/linkdetail/terms-service',
      version: before + 1,
      accepted_version: before,
      changes: [{ version: before + 1, summary: 'New section on data transfers.', created: expect.any(Number) }],
    });
    // Only the current version can be accepted.
    const old = await accept(token, 'terms-service', before);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toContain('is not the current version of the Terms of Service');
    t.advanceClock(1000);
    const res = await accept(token, 'terms-service', before + 1);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ page: 'terms-service', version: before + 1, accepted: expect.any(Number) });
    expect(await pending(token)).toEqual([]);
    const [newest, ...older] = await history(token);
    expect(newest).toMatchObject({ page: 'terms-service', version: before + 1 });
    expect(older).toHaveLength(4);
    expect(older.every((row) => row.accepted <= newest!.accepted)).toBe(true);
  });

  it('a non-material version asks nobody, but the next material one lists both summaries it covers', async () => {
    const token = await registeredMember();
    const before = await currentVersion('cookie-policy');
    const minor = await publishConsentVersion(t.deps, { page: 'cookie-policy', summary: 'Typo fixed.', material: false });
    expect(minor).toMatchObject({ version: before + 1, material: false });
    expect(await pending(token)).toEqual([]);
    await publishConsentVersion(t.deps, { page: 'cookie-policy', summary: 'Analytics cookies added.' });
    const [item] = await pending(token);
    expect(item).toMatchObject({ page: 'cookie-policy', version: before + 2, accepted_version: before });
    // The minor version is not a change the member must read.
    expect(item!.changes.map((c) => c.summary)).toEqual(['Analytics cookies added.']);
    expect((await accept(token, 'cookie-policy', before + 2)).statusCode).toBe(201);
    expect(await pending(token)).toEqual([]);
  });

  it('a member with no acceptance stored is asked for every page; guests get 401', async () => {
    const member = await createMember(t);
    expect((await pending(member.token)).map((p) => p.page)).toEqual(PAGES);
    expect((await pending(member.token)).every((p) => p.accepted_version === null)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/consents/pending' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/consents' })).statusCode).toBe(401);
  });

  it('refuses an unknown page by the contract', async () => {
    const member = await createMember(t);
    const res = await accept(member.token, 'about-lumira', 1);
    expect(res.statusCode).toBe(400);
    expect(await t.deps.db.select().from(consents).where(eq(consents.uid, member.uid))).toEqual([]);
  });

  it('the admin API publishes a version (admin token only)', async () => {
    const before = await currentVersion('privacy-statement');
    const payload = { page: 'privacy-statement', summary: 'Sign-in history is kept.' };
    const refused = await t.app.inject({ method: 'POST', url: '/admin/api/consent-versions', payload, headers: bearer('nope') });
    expect(refused.statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/consent-versions', payload, headers: ADMIN_HEADERS });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      page: 'privacy-statement',
      version: before + 1,
      material: true,
      summary: 'Sign-in history is kept.',
      created: expect.any(Number),
    });
  });

  it('the CLI command publishes through the running server (material, or --minor)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const dataDir = await makeCliDataDir('source-consent-cli-');
    try {
      useRunningServer(t, dataDir);
      const token = await registeredMember();
      const before = await currentVersion('messages-organization');
      const minor = await runCli(['consent-version', '--page', 'messages-organization', '--summary', 'Wording.', '--minor']);
      expect(minor.err).toEqual([]);
      expect(minor.code).toBe(0);
      expect(minor.out.join('\n')).toContain(`messages-organization version ${before + 1} published (not material`);
      expect(await pending(token)).toEqual([]);
      const material = await runCli(['consent-version', '--page', 'messages-organization', '--summary', 'Fewer emails.']);
      expect(material.code).toBe(0);
      expect(material.out.join('\n')).toContain(`version ${before + 2} published (material`);
      expect((await pending(token)).map((p) => [p.page, p.version])).toEqual([['messages-organization', before + 2]]);
      const bad = await runCli(['consent-version', '--page', 'about-us', '--summary', 'x']);
      expect(bad.code).toBe(2);
      const missing = await runCli(['consent-version', '--page', 'cookie-policy']);
      expect(missing.code).toBe(2);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('portal CLI consent-version without a running server', () => {
  // Three openings of a fresh PGlite folder (its initdb, migrations, seeding, the job queue's schema):
  // 90 s, as the other CLI tests without a server allow; it ran past 30 s in a loaded CI run.
  it('opens the database itself and adds the version', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'source-consent-cli-local-'));
    try {
      const prepared = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      await prepared.close();
      process.env.DATA_DIR = dataDir;
      process.env.PUBLIC_URL = 'http://portal.local';
      process.env.ADMIN_API_URL = `http://127.0.0.1:${await closedPort()}`;
      delete process.env.DATABASE_URL;
      delete process.env.SMTP_URL;
      const { code, out, err } = await runCli([
        'consent-version',
        '--page',
        'terms-service',
        '--summary',
        'Governing law changed.',
      ]);
      expect(err).toEqual([]);
      expect(code).toBe(0);
      expect(out[0]).toBe('terms-service version 2 published (material: members must accept it on their next visit) (directly).');
      const check = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      try {
        const rows = await check.db.select().from(consentVersions).where(eq(consentVersions.page, 'terms-service'));
        expect(rows.map((row) => [row.version, row.material, row.summary])).toEqual([
          [1, true, 'First published version.'],
          [2, true, 'Governing law changed.'],
        ]);
      } finally {
        await check.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
