import type { Options } from '@node-rs/argon2';
import { hashingLimiter } from './hashing-limit';
import { HashingThreads } from './hashing-threads';

/**
 * OWASP Password Storage Cheat Sheet, argon2id: m=19 MiB, t=2, p=1. Hashes run on threads of their
 * own at a lower priority (hashing-threads.ts), so hashing never blocks the event loop nor takes
 * the cores from it; the limiter bounds how many run at once (hashing-limit.ts).
 * (Algorithm is an ambient const enum, which isolatedModules cannot read: 2 = Argon2id.)
 */
export const ARGON2ID_OPTIONS: Options = {
  algorithm: 2 as NonNullable<Options['algorithm']>,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** The process's hashing threads, as many as the limiter lets hash at once. */
const hashingThreads = new HashingThreads(ARGON2ID_OPTIONS, () => hashingLimiter.concurrency);

export function hashPassword(password: string): Promise<string> {
  return hashingLimiter.run(() => hashingThreads.hash(password));
}

export async function verifyPassword(passHash: string, password: string): Promise<boolean> {
  return hashingLimiter.run(async () => {
    try {
      return await hashingThreads.verify(passHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash with the same parameters, so a login for an unknown
 * account costs as much time as a wrong password and does not reveal which accounts exist.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  // Outside the limiter: computed once, and a refused turn must not leave a rejected promise here.
  dummyHash ??= hashingThreads.hash('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
