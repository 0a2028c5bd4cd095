import { hash, verify, type Options } from '@node-rs/argon2';
import { hashingLimiter } from './hashing-limit';

/**
 * OWASP Password Storage Cheat Sheet, argon2id: m=19 MiB, t=2, p=1. `hash`/`verify` of
 * @node-rs/argon2 run on libuv's thread pool, so hashing never blocks the event loop; the limiter
 * bounds how many run at once (hashing-limit.ts).
 * (Algorithm is an ambient const enum, which isolatedModules cannot read: 2 = Argon2id.)
 */
const ARGON2ID_OPTIONS: Options = {
  algorithm: 2 as NonNullable<Options['algorithm']>,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hashingLimiter.run(() => hash(password, ARGON2ID_OPTIONS));
}

export async function verifyPassword(passHash: string, password: string): Promise<boolean> {
  return hashingLimiter.run(async () => {
    try {
      return await verify(passHash, password);
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
  dummyHash ??= hash('dummy-password-for-timing', ARGON2ID_OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
