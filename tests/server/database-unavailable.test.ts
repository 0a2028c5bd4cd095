import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createBearerAuth } from '../../server/auth/bearer-auth';
import { openDatabase, type Db } from '../../server/db/client';
import { databaseUnavailable, isDatabaseUnavailable } from '../../server/db/connection-errors';
import { ServiceUnavailableError } from '../../server/errors';
import { appOverDatabase, type AppOverDatabase } from './support/app-over-database';
import { closedPort } from './support/cli';
import { createMember } from './support/members';
import { engines } from './support/test-app';

/** An error as the pg driver raises it: a SQLSTATE or a socket code. */
const pgError = (code: string, message = 'terminating connection due to administrator command') =>
  Object.assign(new Error(message), { code });

describe('which database errors mean "the database is away"', () => {
  it('recognises pg SQLSTATEs, socket codes and driver messages, also inside drizzle wrappers', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '08003', '53300', 'ECONNREFUSED', 'ECONNRESET'])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], pgError('ECONNREFUSED')))).toBe(true);
    // Node's "localhost" connect tries ::1 and 127.0.0.1 and reports both.
    expect(isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves query errors alone: they are bugs or conflicts, not outages', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], pgError('42601', 'syntax error')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('anything else'))).toBe(false);
  });

  it('keeps the Retry-After of a 503 raised below drizzle (the work queue)', () => {
    const busy = new ServiceUnavailableError(2);
    expect(databaseUnavailable(new DrizzleQueryError('select 1', [], busy))).toBe(busy);
    expect(databaseUnavailable(pgError('57P01')).retryAfterSeconds).toBe(5);
  });
});

describe('opening PostgreSQL while it cannot be reached', () => {
  it('retries with backoff, reporting each attempt, for startupTimeoutMs and then gives up with the cause', async () => {
    const url = `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`;
    const log: string[] = [];
    const started = Date.now();
    const opening = openDatabase({ databaseUrl: url, pgliteDir: '', startupTimeoutMs: 2_500, log: (line) => log.push(line) });
    await expect(opening).rejects.toSatisfy(isDatabaseUnavailable);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_400);
    expect(log.length).toBeGreaterThanOrEqual(2);
    expect(log[0]).toMatch(/^database not reachable \(.*ECONNREFUSED.*\); retrying in 1 s$/);
  });

  it('fails at once without a start-up timeout (the CLI)', async () => {
    const url = `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`;
    const started = Date.now();
    await expect(openDatabase({ databaseUrl: url, pgliteDir: '' })).rejects.toSatisfy(isDatabaseUnavailable);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('bearer authentication while the session cannot be looked up', () => {
  const throwingDb = (error: Error) =>
    new Proxy({} as Db, {
      get: () => () => {
        throw error;
      },
    });
  const request = { headers: { authorization: 'Bearer some-token' }, member: null } as never;

  it('throws a 503 (not a 401) when the database is away', async () => {
    const auth = createBearerAuth(throwingDb(pgError('57P01')), () => new Date(), 100);
    await expect(auth(request)).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('throws a 503 for any other lookup failure too: only a missing or expired session is a 401', async () => {
    const auth = createBearerAuth(throwingDb(new Error('something unexpected')), () => new Date(), 100);
    await expect(auth(request)).rejects.toMatchObject({ statusCode: 503 });
    await expect(
      createBearerAuth(throwingDb(new Error('unused')), () => new Date(), 100)({ headers: {} } as never),
    ).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});

describe.each(engines)('the portal over a database that has gone away, on %s', (engine) => {
  let own: AppOverDatabase | undefined;
  afterEach(async () => {
    await own?.close();
    own = undefined;
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('answers 503 {message} with Retry-After, keeps sessions (no 401), and still serves the SPA and config.json', async () => {
    own = await appOverDatabase({ engine });
    const member = await createMember(own);
    const { app } = own;
    expect((await get(app, '/viewapi/banner-list')).statusCode).toBe(200);
    expect((await get(app, '/jsonapi/message/notification', member.headers)).statusCode).toBe(200);
    expect((await get(app, '/readyz')).json()).toEqual({ status: 'ready' });

    // PGlite: "PGlite is closed"; PostgreSQL: the pool refuses every query.
    await own.database.close();

    // Public content already read is still served from the process; anything else needs the database.
    expect((await get(app, '/viewapi/banner-list')).statusCode).toBe(200);
    const tags = await get(app, '/uiapi/tags');
    expect(tags.statusCode).toBe(503);
    expect(tags.headers['retry-after']).toBe('5');
    expect(tags.json()).toEqual({ message: expect.stringMatching(/try again/i) });

    const notifications = await get(app, '/jsonapi/message/notification', member.headers);
    expect(notifications.statusCode).toBe(503);
    expect(notifications.headers['retry-after']).toBe('5');

    const login = await app.inject({
      method: 'POST',
      url: '/user/login?_format=json',
      payload: { name: member.mail, pass: 'x' },
    });
    expect(login.statusCode).toBe(503);

    expect((await get(app, '/readyz')).statusCode).toBe(503);
    expect((await get(app, '/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get(app, '/config.json')).statusCode).toBe(200);
    expect((await get(app, '/')).statusCode).toBe(200);
    expect((await get(app, '/assets/app.js')).statusCode).toBe(200);
  });

  it('answers /readyz 503 while migrations of this build are missing', async () => {
    own = await appOverDatabase({ engine });
    const { sql } = await import('drizzle-orm');
    await own.deps.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const res = await get(own.app, '/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: expect.stringMatching(/migrations/) });
  });
});
