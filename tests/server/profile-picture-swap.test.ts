import { existsSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../server/config';
import { users } from '../../server/db/schema';
import { ORPHAN_GRACE_MS, removeOrphanPictures } from '../../server/services/profile-picture';
import { dataUrl, pngFile } from './support/member-files';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

/** Issue 9 §11: every picture file on disk is the one a profile points at. */
describe.each(engines)('profile pictures on disk on %s', (engine) => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: false });
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const dir = () => uploadsDir(t.deps.config.dataDir);
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
    expect(await readdir(dir())).toEqual([path.basename(stored)]);
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
    expect(await readdir(dir())).toEqual([path.basename(newest)]);
  });

  it('the start-up sweep removes old unreferenced uploads and keeps referenced and fresh ones', async () => {
    await mkdir(dir(), { recursive: true });
    const referenced = path.basename(await storedPicture());
    const old = `${'a'.repeat(32)}.png`;
    const fresh = `${'b'.repeat(32)}.jpg`;
    const notOurs = 'README.txt';
    for (const name of [old, fresh, notOurs]) await writeFile(path.join(dir(), name), 'x');
    const longAgo = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
    await utimes(path.join(dir(), old), longAgo, longAgo);
    await utimes(path.join(dir(), referenced), longAgo, longAgo);

    expect(await removeOrphanPictures(t.deps)).toEqual([old]);
    expect(existsSync(path.join(dir(), old))).toBe(false);
    expect((await readdir(dir())).sort()).toEqual([notOurs, fresh, referenced].sort());
  });
});
