import { afterAll, describe, expect, it } from 'vitest';
import { HashingThreads } from '../../server/auth/hashing-threads';
import { niceValues } from './support/thread-nice';

const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

describe('password hashing threads', () => {
  const threads = new HashingThreads(OPTIONS, () => 2);
  afterAll(() => threads.stop());

  it('hashes with argon2id and verifies the right password only', async () => {
    const hashed = await threads.hash('correct horse battery staple');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await threads.verify(hashed, 'correct horse battery staple')).toBe(true);
    expect(await threads.verify(hashed, 'Correct horse battery staple')).toBe(false);
  });

  it('refuses a stored value that is not a hash, as an error', async () => {
    await expect(threads.verify('not-a-hash', 'anything')).rejects.toThrow();
  });

  it.runIf(process.platform === 'linux')(
    'hashes on threads that yield to everything else (nice 19), the main thread unchanged',
    async () => {
      const before = niceValues();
      await Promise.all([threads.hash('one'), threads.hash('two')]);
      const after = niceValues();
      const main = String(process.pid);
      expect(after.get(main)).toBe(before.get(main));
      expect([...after.values()].filter((nice) => nice === 19).length).toBeGreaterThanOrEqual(1);
    },
  );

  it('starts its threads again after they were stopped', async () => {
    await threads.stop();
    const hashed = await threads.hash('after a restart');
    expect(await threads.verify(hashed, 'after a restart')).toBe(true);
  });
});
