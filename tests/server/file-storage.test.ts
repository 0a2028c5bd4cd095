import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStoredFile } from '../../server/db/stored-files.repository';
import { FILES_NOT_IN_DATABASE } from '../../server/services/import-file-folders';
import { createDirectoryFileStorage, isFileKey, type FileKind, type FileStorage } from '../../server/uploads/file-storage';
import { runCli } from './support/cli';
import { onPostgres } from './support/engines';
import { createTestApp, type TestApp } from './support/test-app';

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

/** Keys a storage must never address, whatever the kind. */
const NOT_KEYS = [
  '../secrets.json',
  'x.png',
  `${'a'.repeat(32)}.gif`,
  `${'a'.repeat(32)}.png/..`,
  `../${'a'.repeat(32)}.png`,
  '',
];

/** The same expectations for both implementations of server/uploads/file-storage.ts. */
function behavesAsFileStorage(storage: () => FileStorage) {
  it('puts bytes under a fresh random key, gets them with their type, deletes them', async () => {
    const files = storage();
    const bytes = Buffer.from('picture bytes');
    const [first, second] = [await files.put('media', bytes, 'png'), await files.put('media', bytes, 'png')];
    expect(first).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(second).not.toBe(first);
    expect(await files.get('media', first)).toEqual({ bytes, type: 'image/png' });
    await files.delete('media', first);
    expect(await files.get('media', first)).toBeNull();
    await files.delete('media', first); // an unknown key is fine
    expect((await files.list('media')).map((file) => file.key)).toEqual([second]);
  });

  it('keeps the kinds apart: a key of one kind is not found as another', async () => {
    const files = storage();
    const key = await files.put('attachments', Buffer.from('%PDF-1.4'), 'pdf');
    expect(await files.get('attachments', key)).toMatchObject({ type: 'application/pdf' });
    for (const kind of ['uploads', 'media'] as FileKind[]) expect(await files.get(kind, key), kind).toBeNull();
    const picture = await files.put('uploads', Buffer.from('jpeg'), 'jpg');
    expect(await files.get('media', picture)).toBeNull();
    expect(await files.get('attachments', picture)).toBeNull();
    expect((await files.list('uploads')).map((file) => file.key)).toEqual([picture]);
    expect((await files.list('uploads'))[0]!.storedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses an extension its kind cannot hold, and addresses nothing but its own keys', async () => {
    const files = storage();
    await expect(files.put('uploads', Buffer.from('x'), 'pdf')).rejects.toThrow();
    await expect(files.put('media', Buffer.from('x'), 'docx')).rejects.toThrow();
    for (const key of NOT_KEYS) {
      for (const kind of ['uploads', 'attachments', 'media'] as FileKind[]) {
        expect(isFileKey(kind, key), key).toBe(false);
        expect(await files.get(kind, key), key).toBeNull();
        await files.delete(kind, key);
      }
    }
  });
}

describe('the file storage as folders in DATA_DIR (PGlite)', () => {
  let dir: string;
  let files: FileStorage;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'source-files-'));
    await writeFile(path.join(dir, 'secrets.json'), '{}');
    files = createDirectoryFileStorage(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  behavesAsFileStorage(() => files);

  it("keeps each kind in today's folder, so existing data folders keep working", async () => {
    const key = await files.put('uploads', Buffer.from('pic'), 'png');
    expect(await readFile(path.join(dir, 'uploads', key), 'utf8')).toBe('pic');
    const existing = `${'c'.repeat(32)}.jpg`;
    await writeFile(path.join(dir, 'media', existing), 'old media');
    expect((await files.get('media', existing))!.bytes.toString()).toBe('old media');
    expect(await readdir(dir)).toEqual(expect.arrayContaining(['attachments', 'media', 'uploads', 'secrets.json']));
    expect(await readFile(path.join(dir, 'secrets.json'), 'utf8')).toBe('{}');
  });
});

describe.runIf(onPostgres)('the file storage in PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine: 'postgres', seed: false });
  });
  afterAll(() => t?.close());

  it('is what the app uses with DATABASE_URL', () => {
    expect(t.deps.files.where).toBe('database');
  });

  behavesAsFileStorage(() => t.deps.files);

  it('`import-files` copies a PGlite data folder into the database under the same keys, once', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'source-old-data-'));
    try {
      const old = createDirectoryFileStorage(folder);
      const picture = await old.put('uploads', Buffer.from('old picture'), 'png');
      const attachment = await old.put('attachments', Buffer.from('%PDF-old'), 'pdf');
      const media = await old.put('media', Buffer.from('old video'), 'mp4');
      await writeFile(path.join(folder, 'uploads', 'notes.txt'), 'not a key');
      const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
      process.env.DATABASE_URL = t.databaseUrl;
      process.env.DATA_DIR = folder;
      try {
        const first = await runCli(['import-files']);
        expect(first.code, first.err.join('\n')).toBe(0);
        expect(first.out).toEqual([
          `uploads: 1 imported, 0 already there (from ${path.join(folder, 'uploads')})`,
          `attachments: 1 imported, 0 already there (from ${path.join(folder, 'attachments')})`,
          `media: 1 imported, 0 already there (from ${path.join(folder, 'media')})`,
        ]);
        expect((await runCli(['import-files', '--from', folder])).out[0]).toMatch(/^uploads: 0 imported, 1 already there/);
        delete process.env.DATABASE_URL;
        const refused = await runCli(['import-files']);
        expect(refused.code).toBe(1);
        expect(refused.err).toEqual([FILES_NOT_IN_DATABASE]);
      } finally {
        for (const [name, value] of Object.entries(saved)) {
          if (value === undefined) delete process.env[name];
          else process.env[name] = value;
        }
      }
      expect((await t.deps.files.get('uploads', picture))!.bytes.toString()).toBe('old picture');
      expect((await t.deps.files.get('attachments', attachment))!.type).toBe('application/pdf');
      expect((await get(t, `/files/media/${media}`)).statusCode).toBe(200);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('imports a folder file under its own key once', async () => {
    const key = `${'d'.repeat(32)}.png`;
    expect(await importStoredFile(t.deps.db, 'uploads', key, Buffer.from('moved'))).toBe(true);
    expect(await importStoredFile(t.deps.db, 'uploads', key, Buffer.from('again'))).toBe(false);
    expect(await importStoredFile(t.deps.db, 'uploads', '../x.png', Buffer.from('no'))).toBe(false);
    expect((await t.deps.files.get('uploads', key))!.bytes.toString()).toBe('moved');
  });
});
