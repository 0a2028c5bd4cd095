import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, users } from '../../server/db/schema';
import { ORPHAN_GRACE_MS, removeOrphanPictures } from '../../server/services/profile-picture';
import { dataUrl, pngFile } from './support/member-files';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

/** Issue 9 §11: every stored picture file is the one a profile points at (a folder on PGlite, rows on PostgreSQL). */
describe.each(engines)('stored profile pictures on %s', (engine) => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const dir = () => path.join(t.deps.config.dataDir, 'uploads');
  const storedKeys = async () => (await t.deps.files.list('uploads')).map((file) => file.key).sort();
  /** Makes a stored file look older than the sweep's grace period. */
  const age = async (key: string) => {
    const longAgo = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    if (t.deps.files.where === 'directory') return utimes(path.join(dir(), key), longAgo, longAgo);
    await t.deps.db
      .update(storedFiles)
      .set({ createdAt: longAgo })
      .where(and(eq(storedFiles.kind, 'uploads'), eq(storedFiles.key, key)));
  };
  const storedPicture = async () =>
    (await t.deps.db.select({ path: users.picturePath }).from(users).where(eq(users.uid, member.uid)))[0]!.path;
  const save = (picture: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/user/${member.uid}?_format=json`,
      headers: member.headers,
      payload: { field_picture: { value: picture }, field_first_name: { value: 'Anna' }, field_last_name: { value: 'Tester' } },
    });

  it('20 parallel saves leave exactly one file: the one the profile points at', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => save(dataUrl('image/png', pngFile(10 + i, 10)))));
    expect(results.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const stored = await storedPicture();
    expect(await storedKeys()).toEqual([path.basename(stored)]);
  });

  it('sending the current path back keeps the picture; an outdated path is refused and the newest picture stays', async () => {
    const before = await storedPicture();
    expect((await save(before)).statusCode).toBe(200);
    expect(await storedPicture()).toBe(before);
    expect((await save(dataUrl('image/png', pngFile(7, 7)))).statusCode).toBe(200);
    const newest = await storedPicture();
    // A second tab still showing the older path: that file is gone and no longer the member's.
    expect((await save(before)).statusCode).toBe(400);
    expect(await storedPicture()).toBe(newest);
    expect(await storedKeys()).toEqual([path.basename(newest)]);
  });

  it('the start-up sweep removes old unreferenced uploads and keeps referenced and fresh ones', async () => {
    const referenced = path.basename(await storedPicture());
    const old = await t.deps.files.put('uploads', Buffer.from('x'), 'png');
    const fresh = await t.deps.files.put('uploads', Buffer.from('x'), 'jpg');
    await age(old);
    await age(referenced);
    if (t.deps.files.where === 'directory') {
      // Names the storage never hands out are not its business.
      await mkdir(dir(), { recursive: true });
      await writeFile(path.join(dir(), 'README.txt'), 'x');
    }

    expect(await removeOrphanPictures(t.deps)).toEqual([old]);
    expect(await t.deps.files.get('uploads', old)).toBeNull();
    expect(await storedKeys()).toEqual([fresh, referenced].sort());
  });
});
