import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDirectoryMediaStorage, isMediaKey } from '../../server/uploads/media-storage';

describe('the editor media storage (a folder in DATA_DIR)', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'source-media-'));
  const storage = createDirectoryMediaStorage(path.join(dir, 'media'));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('puts bytes under a fresh random key, gets them with their type, deletes them', async () => {
    const bytes = Buffer.from('picture bytes');
    const [first, second] = [await storage.put(bytes, 'png'), await storage.put(bytes, 'png')];
    expect(first).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(second).not.toBe(first);
    expect(await storage.get(first)).toEqual({ bytes, type: 'image/png' });
    await storage.delete(first);
    expect(await storage.get(first)).toBeNull();
    await storage.delete(first); // an unknown key is fine
    expect(await readdir(path.join(dir, 'media'))).toEqual([second]);
  });

  it('addresses nothing but its own keys', async () => {
    for (const key of ['../secrets.json', 'x.png', `${'a'.repeat(32)}.gif`, `${'a'.repeat(32)}.png/..`, '']) {
      expect(isMediaKey(key), key).toBe(false);
      expect(await storage.get(key), key).toBeNull();
    }
  });
});
