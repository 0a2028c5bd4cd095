import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { portalTables, rowCounts } from '../../server/backup/database-tables';
import { packArchive, unpackArchive } from '../../server/backup/tar-archive';
import { readConfig } from '../../server/config';
import { users } from '../../server/db/schema';
import { openRuntime } from '../../server/runtime';
import { FILE_KINDS, type FileStorage } from '../../server/uploads/file-storage';
import {
  closedPort,
  makeCliDataDir,
  makeRestoreTarget,
  restoreCliEnvAfterEach,
  runCli,
  useRestoreTarget,
  type RestoreTarget,
} from './support/cli';
import { consoleCall, guestBanner, uploadPicture } from './support/console-content';
import { signedInEditor } from './support/editors';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

const PASSWORD = 'Backup-Lens-Quartz-7';

/** Every stored file by kind and key, with its bytes (base64), to compare two portals. */
async function allFiles(files: FileStorage): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const kind of FILE_KINDS) {
    for (const { key } of await files.list(kind))
      found[`${kind}/${key}`] = (await files.get(kind, key))!.bytes.toString('base64');
  }
  return found;
}

/**
 * Issue 41, "Backups": a portal with members, an editor, editor content, uploaded files and a sent
 * notification is backed up through the CLI while requests keep arriving, restored into a fresh
 * data folder (and database) with the CLI, and the restored portal is compared with the first:
 * the same rows in every table, the same files, the same members able to sign in, every session
 * ended. On both engines.
 */
describe.each(engines)('backup while serving, then restore, on %s', (engine) => {
  restoreCliEnvAfterEach();
  let t: TestApp;
  let url: string;
  let cliDataDir: string;
  let scratch: string;
  let member: TestMember;
  let archivePath: string;
  let target: RestoreTarget;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    cliDataDir = await makeCliDataDir('source-backup-cli-');
    scratch = await mkdtemp(path.join(os.tmpdir(), 'source-backup-'));
    archivePath = path.join(scratch, 'portal.tar.gz');

    member = await createMember(t, { withPassword: true, password: PASSWORD, emailNotification: true });
    for (let i = 0; i < 5; i += 1) await createMember(t);
    const editor = await signedInEditor(t);
    const picture = await uploadPicture(t, editor.headers);
    const banner = await consoleCall(t, editor.headers, 'POST', '/api/editor/banners', guestBanner({ banner_asset: picture }));
    expect(banner.statusCode, banner.body).toBe(201);
    const notified = await t.app.inject({
      method: 'POST',
      url: '/api/editor/notifications',
      headers: editor.headers,
      payload: { subject: 'Backed up', message: '<p>Kept</p>', audience: { kind: 'emails', emails: [member.mail] } },
    });
    expect(notified.statusCode, notified.body).toBe(201);
    await t.settleJobs();
    target = await makeRestoreTarget(engine, 'source-restored-');
  });
  afterAll(async () => {
    await t?.close();
    await target?.remove();
    for (const dir of [cliDataDir, scratch]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  const useTarget = () => useRestoreTarget(target);

  it('backs up through the running portal while members keep calling it, none of them refused', async () => {
    let stop = false;
    const statuses: number[] = [];
    const traffic = (async () => {
      for (let i = 0; i < 2_000 && !stop; i += 1) {
        const [banners, own] = await Promise.all([
          fetch(`${url}/viewapi/banner-list`),
          fetch(`${url}/jsonapi/message/notification`, { headers: member.headers }),
        ]);
        statuses.push(banners.status, own.status);
        await Promise.all([banners.arrayBuffer(), own.arrayBuffer()]);
      }
    })();
    process.env.DATA_DIR = cliDataDir;
    process.env.ADMIN_API_URL = url;
    const run = await runCli(['backup', '--to', archivePath]);
    stop = true;
    await traffic;
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.out.join('\n')).toContain('made by the running portal');
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
    // A gzipped tar with a manifest listing every other entry.
    const names = unpackArchive(await readFile(archivePath)).map((entry) => entry.name);
    expect(names.at(-1)).toBe('manifest.json');
    expect(names).toContain('secrets.json');
    expect(names).toContain('tables/users.json');
    // A second backup never overwrites the first.
    expect((await runCli(['backup', '--to', archivePath])).code).toBe(1);
  });

  it('refuses a damaged archive before writing anything', { timeout: 60_000 }, async () => {
    const entries = unpackArchive(await readFile(archivePath));
    const users = entries.find((entry) => entry.name === 'tables/users.json')!;
    users.bytes = Buffer.from(users.bytes.toString().replace('"status":"active"', '"status":"blocked"'));
    const damaged = path.join(scratch, 'damaged.tar.gz');
    await writeFile(damaged, packArchive(entries));
    useTarget();
    const run = await runCli(['restore', '--from', damaged]);
    expect(run.code).toBe(1);
    expect(run.err.join('\n')).toContain('The checksum of tables/users.json does not match the manifest');
    expect(run.err.join('\n')).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it(
    'restores into a fresh data folder: the same rows, files and members; every session ended',
    { timeout: 120_000 },
    async () => {
      useTarget();
      const run = await runCli(['restore', '--from', archivePath]);
      expect(run.err).toEqual([]);
      expect(run.code).toBe(0);
      expect(run.out.join('\n')).toMatch(/^Restored \d+ rows in \d+ tables/);

      const runtime = await openRuntime(readConfig({ ...process.env }), () => {}, { startJobs: false });
      try {
        const tables = await portalTables(runtime.deps.db);
        expect(tables).toEqual(await portalTables(t.deps.db));
        // The load during the backup only read: the source has what the backup has.
        expect(await rowCounts(runtime.deps.db, tables)).toEqual(await rowCounts(t.deps.db, tables));
        const rowsOf = (db: typeof t.deps.db) =>
          db
            .select({ uid: users.uid, mail: users.mail, passHash: users.passHash, status: users.status })
            .from(users)
            .orderBy(users.uid);
        expect(await rowsOf(runtime.deps.db)).toEqual(await rowsOf(t.deps.db));
        const files = await allFiles(runtime.deps.files);
        expect(Object.keys(files).length).toBeGreaterThan(0);
        expect(files).toEqual(await allFiles(t.deps.files));
        // The secrets are the backup's: the first portal's admin token and invitation key.
        expect(JSON.parse(await readFile(path.join(target.dataDir, 'secrets.json'), 'utf8'))).toEqual(t.deps.secrets);

        // The restored portal serves: the same public content, the member signs in with the same
        // password, and the session from before the backup no longer opens anything.
        const app = await buildApp({ deps: runtime.deps });
        try {
          const banners = async (on: typeof app) =>
            (await on.inject({ method: 'GET', url: '/viewapi/banner-list' })).json() as unknown;
          expect(await banners(app)).toEqual(await banners(t.app));
          const old = await app.inject({ method: 'GET', url: '/jsonapi/message/notification', headers: member.headers });
          expect(old.statusCode).toBe(401);
          const signIn = await app.inject({
            method: 'POST',
            url: '/user/login?_format=json',
            payload: { name: member.mail, pass: PASSWORD },
          });
          expect(signIn.statusCode, signIn.body).toBe(200);
          const token = (signIn.json() as { access_token: string }).access_token;
          const notifications = await app.inject({
            method: 'GET',
            url: '/jsonapi/message/notification',
            headers: { authorization: `Bearer ${token}` },
          });
          expect((notifications.json() as { subject: string }[]).map((n) => n.subject)).toContain('Backed up');
          // New rows get new ids after the restored ones.
          const added = await createMember({ deps: runtime.deps });
          expect(added.uid).toBeGreaterThan(
            Math.max(...(await rowsOf(runtime.deps.db)).filter((row) => row.uid !== added.uid).map((row) => row.uid)),
          );
        } finally {
          await app.close();
        }
      } finally {
        await runtime.close();
      }
      // The first portal's sessions are untouched.
      expect(
        (await t.app.inject({ method: 'GET', url: '/jsonapi/message/notification', headers: member.headers })).statusCode,
      ).toBe(200);
    },
  );

  it('refuses to restore over data unless --force', { timeout: 120_000 }, async () => {
    useTarget();
    const refused = await runCli(['restore', '--from', archivePath]);
    expect(refused.code).toBe(1);
    expect(refused.err.join('\n')).toContain('The target is not empty');
    expect(refused.err.join('\n')).toContain('--force');
    const forced = await runCli(['restore', '--from', archivePath, '--force']);
    expect(forced.err).toEqual([]);
    expect(forced.code).toBe(0);
  });

  it('backs up a portal that is not running by opening its database', { timeout: 120_000 }, async () => {
    useTarget();
    process.env.ADMIN_API_URL = `http://127.0.0.1:${await closedPort()}`;
    const again = path.join(scratch, 'again.tar.gz');
    const run = await runCli(['backup', '--to', again]);
    expect(run.err).toEqual([]);
    expect(run.out.join('\n')).toContain('from the database');
    const manifestOf = async (file: string) =>
      JSON.parse(
        unpackArchive(await readFile(file))
          .find((entry) => entry.name === 'manifest.json')!
          .bytes.toString(),
      ) as {
        tables: { name: string; rows: number }[];
      };
    // The forced restore put back the first backup's rows: a backup of it holds the same.
    expect((await manifestOf(again)).tables).toEqual((await manifestOf(archivePath)).tables);
  });
});
