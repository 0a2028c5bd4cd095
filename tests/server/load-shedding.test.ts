import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseLoad } from '../../server/db/client';
import { isDatabaseUnavailable } from '../../server/db/connection-errors';
import { tags } from '../../server/db/schema';
import { appOverDatabase, type AppOverDatabase } from './support/app-over-database';
import { engines } from './support/test-app';

/** Occupies the database (PGlite's one turn, or PostgreSQL's one pooled connection) until released. */
function holdDatabase(own: AppOverDatabase): { release: () => Promise<void> } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const done = own.deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await held;
  });
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const busyBody = { message: expect.stringMatching(/try again/i) };

describe.each(engines)('load shedding and timeouts on %s', (engine) => {
  let own: AppOverDatabase | undefined;
  afterEach(async () => {
    await own?.close();
    own = undefined;
  });

  it('refuses new API calls with 503 + Retry-After while the database queue is slow, but serves the SPA and config.json', async () => {
    // Shedding starts when the first waiting operation has waited a fifth of the timeout: 500 ms.
    own = await appOverDatabase({ engine, limits: { poolMax: 1, maxWaiting: 2, timeoutMs: 2_500 } });
    const { app, deps } = own;
    const load = databaseLoad(deps.db)!;
    await new Promise((resolve) => setTimeout(resolve, 200)); // the pool's first connection is settled
    const hold = holdDatabase(own);
    await until(() => load.waiting() === 0);

    const admitted = app.inject({ method: 'GET', url: '/viewapi/banner-list' });
    await until(() => load.waiting() === 1); // its query waits
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await until(() => load.oldestWaitMs() > 550);

    const shed = await app.inject({ method: 'GET', url: '/uiapi/tags' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
    expect(shed.json()).toEqual(busyBody);
    for (const url of ['/config.json', '/', '/assets/app.js', '/healthz'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);

    // The queue itself is bounded: with 2 waiting, one more database operation fails at once.
    const second = deps.db
      .select()
      .from(tags)
      .then((rows) => rows); // a query builder runs once awaited
    await until(() => load.waiting() === 2);
    const third = deps.db
      .select()
      .from(tags)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(await third)).toBe(true);

    await hold.release();
    expect((await admitted).statusCode).toBe(200);
    expect(Array.isArray(await second)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/uiapi/tags' })).statusCode).toBe(200);
  });

  it('sheds after DB_SHED_WAIT_MS when it is set, and not at all with 0 (the calls wait their turn)', async () => {
    own = await appOverDatabase({ engine, env: { DB_SHED_WAIT_MS: '0' }, limits: { poolMax: 1, timeoutMs: 2_500 } });
    const load = databaseLoad(own.deps.db)!;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const hold = holdDatabase(own);
    await until(() => load.waiting() === 0);
    const first = own.app.inject({ method: 'GET', url: '/viewapi/banner-list' });
    await until(() => load.oldestWaitMs() > 700); // past the default's 500 ms
    const second = own.app.inject({ method: 'GET', url: '/uiapi/tags' });
    await hold.release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    await own.close();

    own = await appOverDatabase({ engine, env: { DB_SHED_WAIT_MS: '100' }, limits: { poolMax: 1, timeoutMs: 2_500 } });
    const shortLoad = databaseLoad(own.deps.db)!;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const shortHold = holdDatabase(own);
    await until(() => shortLoad.waiting() === 0);
    const admitted = own.app.inject({ method: 'GET', url: '/viewapi/banner-list' });
    await until(() => shortLoad.oldestWaitMs() > 150); // under the default's 500 ms
    expect((await own.app.inject({ method: 'GET', url: '/uiapi/tags' })).statusCode).toBe(503);
    await shortHold.release();
    expect((await admitted).statusCode).toBe(200);
  });

  it('fails a call whose database operation waited DB_QUEUE_TIMEOUT_MS, instead of queueing it for long', async () => {
    own = await appOverDatabase({ engine, limits: { poolMax: 1, maxWaiting: 50, timeoutMs: 300 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const hold = holdDatabase(own);
    const started = Date.now();
    const res = await own.app.inject({ method: 'GET', url: '/viewapi/banner-list' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toEqual(busyBody);
    await hold.release();
  });

  it('answers 503 + Retry-After when a request is not answered within REQUEST_TIMEOUT_MS', async () => {
    own = await appOverDatabase({ engine, env: { REQUEST_TIMEOUT_MS: '300' }, limits: { poolMax: 1, timeoutMs: 10_000 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const hold = holdDatabase(own);
    const started = Date.now();
    const res = await own.app.inject({ method: 'GET', url: '/uiapi/mid-banner' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual(busyBody);
    await hold.release();
  });

  it('answers 503 + Retry-After in time to a call with a body too, over a real connection', async () => {
    // Node ends a request with a body (its 'close' event) once the body is read: a timer stopped
    // by that event left every login waiting on a stuck database for DB_QUEUE_TIMEOUT_MS (10 s here).
    own = await appOverDatabase({ engine, env: { REQUEST_TIMEOUT_MS: '300' }, limits: { poolMax: 1, timeoutMs: 10_000 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const hold = holdDatabase(own);
    const started = Date.now();
    const res = await fetch(`${address}/user/login?_format=json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'someone@example.com', pass: 'Lens-Quartz-42' }),
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toEqual(busyBody);
    await hold.release();
  });

  it('lets an answer already under way finish after REQUEST_TIMEOUT_MS (a large file to a slow reader)', async () => {
    const file = Buffer.alloc(32 * 1024 * 1024, 'a');
    own = await appOverDatabase({ engine, env: { REQUEST_TIMEOUT_MS: '300' }, distFiles: { 'assets/large.js': file } });
    const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
    // Reads nothing for longer than the timeout (more than the connection's buffers hold is still
    // unsent by then), then reads to the end.
    const received = await new Promise<number>((resolve, reject) => {
      http
        .get(`${address}/assets/large.js`, (res) => {
          res.pause();
          let bytes = 0;
          setTimeout(() => {
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('close', () => resolve(bytes));
            res.on('error', reject);
            res.resume();
          }, 800);
        })
        .on('error', reject);
    });
    expect(received).toBe(file.length);
  });
});

describe('load shedding when the event loop lags', () => {
  let own: AppOverDatabase | undefined;
  afterEach(async () => {
    await own?.close();
    own = undefined;
  });

  it('does not shed for one long pause (start-up, a garbage collection)', async () => {
    own = await appOverDatabase({ engine: 'pglite', env: { MAX_EVENT_LOOP_DELAY_MS: '20' } });
    const end = Date.now() + 1_200;
    while (Date.now() < end);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await own.app.inject({ method: 'GET', url: '/uiapi/tags' })).statusCode).toBe(200);
  });

  it('sheds API calls above MAX_EVENT_LOOP_DELAY_MS and keeps serving the SPA, config.json and /healthz', async () => {
    own = await appOverDatabase({ engine: 'pglite', env: { MAX_EVENT_LOOP_DELAY_MS: '20' } });
    const { app } = own;
    expect((await app.inject({ method: 'GET', url: '/uiapi/tags' })).statusCode).toBe(200);
    // Saturate the event loop: 80 ms of synchronous work every 100 ms.
    const blocker = setInterval(() => {
      const end = Date.now() + 80;
      while (Date.now() < end);
    }, 100);
    try {
      let shed = await app.inject({ method: 'GET', url: '/uiapi/tags' });
      const deadline = Date.now() + 10_000;
      while (shed.statusCode !== 503 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        shed = await app.inject({ method: 'GET', url: '/uiapi/tags' });
      }
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('2');
      expect(shed.json()).toEqual(busyBody);
      for (const url of ['/config.json', '/', '/assets/app.js', '/healthz'])
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    } finally {
      clearInterval(blocker);
    }
  });
});
