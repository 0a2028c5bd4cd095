import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { acquireDataDirLock } from '../../server/db/data-dir-lock';
import { beginRuntime } from '../../server/runtime';

/**
 * `npm start` builds the app while PGlite opens (docs/performance.md, "Start-up"): the runtime is
 * handed over before the database has opened, and nothing may reach the database before it has
 * been migrated.
 */
describe('the runtime, begun before PGlite has opened', () => {
  const folders: string[] = [];
  const dataFolder = async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'source-runtime-'));
    folders.push(folder);
    return folder;
  };
  const configFor = (dataDir: string) => readConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('holds statements sent meanwhile until the migrations ran, then answers them', async () => {
    const runtime = await beginRuntime(configFor(await dataFolder()), () => {}, { startJobs: false });
    try {
      let migrated = false;
      void runtime.ready.then(() => (migrated = true));
      // A table the migrations make: on a fresh data folder it does not exist before they ran.
      const counted = runtime.deps.db.execute(sql`select count(*)::int as n from banners`).then((result) => ({
        rows: (result as unknown as { rows: { n: number }[] }).rows,
        migrated,
      }));
      await expect(counted).resolves.toEqual({ rows: [{ n: 0 }], migrated: true });
      await expect(runtime.database.executeSql('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await runtime.ready.catch(() => {});
      await runtime.close();
    }
  }, 60_000);

  it('a database that cannot open: ready fails with its error, statements too, and the data folder is unlocked', async () => {
    const dataDir = await dataFolder();
    // A PostgreSQL data folder of a version PGlite cannot open.
    await mkdir(path.join(dataDir, 'db'));
    await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '99\n');
    const runtime = await beginRuntime(configFor(dataDir), () => {}, { startJobs: false });
    const statement = runtime.deps.db.execute(sql`select 1`);
    await expect(runtime.ready).rejects.toThrow(/PGlite failed to initialize/);
    // Drizzle names the statement and keeps the database's error as the cause.
    const failure = (await statement.catch((error: unknown) => error)) as Error & { cause?: Error };
    expect(failure.cause?.message).toMatch(/PGlite failed to initialize/);
    // Another process may take the folder now (acquiring throws while it is locked).
    const release = await acquireDataDirLock(dataDir);
    await release();
  }, 60_000);
});
