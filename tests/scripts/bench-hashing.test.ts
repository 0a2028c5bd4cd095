import { describe, expect, it } from 'vitest';
import { hashingCapacity } from '../../tools/bench/hashing';
import { defaultHashingLimits } from '../../server/auth/hashing-limit';

describe('bench: hashing capacity', () => {
  it("times real argon2id checks and gives the logins/s the portal's default limit allows at that speed", () => {
    const capacity = hashingCapacity(3);
    // A real argon2id check with m=19 MiB takes milliseconds, not microseconds (a stubbed or
    // misconfigured check would be near zero).
    expect(capacity.checkMs).toBeGreaterThan(1);
    expect(capacity.concurrency).toBe(defaultHashingLimits().concurrency);
    expect(capacity.loginsPerSecond).toBeCloseTo((capacity.concurrency * 1000) / capacity.checkMs, 6);
  });
});
