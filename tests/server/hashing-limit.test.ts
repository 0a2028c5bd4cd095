import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HashingLimiter, defaultHashingLimits, hashingLimiter } from '../../server/auth/hashing-limit';
import { ServiceUnavailableError } from '../../server/errors';
import { createMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

/** A piece of work the test finishes by hand. */
function heldWork() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('the password-hashing limit', () => {
  it('runs as many as allowed, queues the next ones in order, and refuses beyond the queue with a 503', async () => {
    const limiter = new HashingLimiter({ concurrency: 1, queueMax: 1 });
    const order: string[] = [];
    const first = heldWork();
    const running = limiter.run(async () => {
      order.push('first started');
      await first.work();
    });
    const queued = limiter.run(async () => void order.push('second started'));
    await expect(limiter.run(async () => order.push('third started'))).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(order).toEqual(['first started']);
    first.finish();
    await Promise.all([running, queued]);
    expect(order).toEqual(['first started', 'second started']);
    // Turns are given back: a later call runs at once.
    await limiter.run(async () => void order.push('later'));
    expect(order.at(-1)).toBe('later');
  });

  it('gives the turn back when the work fails', async () => {
    const limiter = new HashingLimiter({ concurrency: 1, queueMax: 0 });
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('leaves a core to the event loop by default, and reads the environment', () => {
    expect(defaultHashingLimits({}).concurrency).toBeGreaterThanOrEqual(1);
    expect(defaultHashingLimits({ HASH_CONCURRENCY: '3', HASH_QUEUE_MAX: '7' })).toEqual({ concurrency: 3, queueMax: 7 });
    expect(defaultHashingLimits({ HASH_CONCURRENCY: 'many', HASH_QUEUE_MAX: '0' }).queueMax).toBe(64);
  });
});

describe('a login while hashing is saturated', () => {
  let t: TestApp;
  const saved = defaultHashingLimits();
  beforeAll(async () => {
    t = await createTestApp({ engine: 'pglite', seed: false });
  });
  afterEach(() => hashingLimiter.configure(saved));
  afterAll(() => t.close());

  it('answers 503 with Retry-After at once instead of waiting, and works again afterwards', async () => {
    const member = await createMember(t, { withPassword: true, password: 'Lens-Quartz-42' });
    hashingLimiter.configure({ concurrency: 1, queueMax: 0 });
    const busy = heldWork();
    const holding = hashingLimiter.run(busy.work);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/user/login?_format=json',
      payload: { name: member.mail, pass: 'Lens-Quartz-42' },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().message).toMatch(/temporarily unavailable/);
    busy.finish();
    await holding;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/user/login?_format=json',
      payload: { name: member.mail, pass: 'Lens-Quartz-42' },
    });
    expect(accepted.statusCode).toBe(200);
  });
});
