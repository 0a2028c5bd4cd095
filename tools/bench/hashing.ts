// What password hashing allows on this machine (tools/bench/bench.ts, logins part): one argon2id check
// with the portal's own parameters, timed here on one thread, and the logins per second the
// portal's hashing limit can check at that speed. A login costs one check, so a login rate
// above this figure queues behind the limit (slow logins, then 503) whatever else the server does.
import { verifySync, hashSync } from '@node-rs/argon2';
import { defaultHashingLimits } from '../../server/auth/hashing-limit';
import { ARGON2ID_OPTIONS } from '../../server/auth/passwords';
import { median } from './figures';

export interface HashingCapacity {
  /** Milliseconds of one argon2id check (median of `checks`, after a warm-up). */
  checkMs: number;
  /** Hashes at once, as the portal the bench starts reads it (HASH_CONCURRENCY, else cores − 1, at least one). */
  concurrency: number;
  /** Logins per second the hashing limit can check: concurrency × 1000 / checkMs. */
  loginsPerSecond: number;
}

export function hashingCapacity(checks = 20): HashingCapacity {
  const password = 'bench-password-1';
  const passHash = hashSync(password, ARGON2ID_OPTIONS);
  for (let i = 0; i < 3; i += 1) verifySync(passHash, password);
  const times: number[] = [];
  for (let i = 0; i < checks; i += 1) {
    const started = performance.now();
    if (!verifySync(passHash, password)) throw new Error('argon2id: the check of a fresh hash failed');
    times.push(performance.now() - started);
  }
  const checkMs = median(times);
  // The bench's environment is the portal's (tools/bench/portal.ts passes it on).
  const { concurrency } = defaultHashingLimits(process.env);
  return { checkMs, concurrency, loginsPerSecond: (concurrency * 1000) / checkMs };
}
