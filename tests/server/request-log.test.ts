import { afterEach, describe, expect, it } from 'vitest';
import { distFixture, type DistFixture } from './support/dist-fixture';
import { createTestApp, type TestApp } from './support/test-app';

interface LogLine {
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

let t: TestApp | undefined;
let dist: DistFixture | undefined;
afterEach(async () => {
  await t?.close();
  await dist?.remove();
  t = undefined;
  dist = undefined;
});

/** An app whose log lines are kept, with the given request-log settings. */
async function appLogging(env: Record<string, string>): Promise<{ app: TestApp['app']; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  dist = await distFixture();
  t = await createTestApp({
    engine: 'pglite',
    seed: true,
    env: { DIST_DIR: dist.dir, ...env },
    logStream: { write: (line) => void lines.push(JSON.parse(line)) },
  });
  return { app: t.app, lines };
}

const requestLines = (lines: LogLine[]) =>
  lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');

describe('the request log', () => {
  it('sampled: one line for a failed API call, with its token redacted; none for a successful one or the SPA', async () => {
    const { app, lines } = await appLogging({ REQUEST_LOG: 'sampled', REQUEST_LOG_SAMPLE: '0' });
    expect((await app.inject({ method: 'GET', url: '/viewapi/banner-list' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/files/demo/avatar/default-avatar.png' })).statusCode).toBe(200);
    expect(requestLines(lines)).toEqual([]);

    const refused = await app.inject({ method: 'POST', url: '/user/logout?_format=json&token=secret-logout-token' });
    expect(refused.statusCode).toBe(400);
    const logged = requestLines(lines);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ msg: 'request completed', req: { method: 'POST' }, res: { statusCode: 400 } });
    expect(logged[0]!.req!.url).toContain('token=[redacted]');
    expect(JSON.stringify(logged)).not.toContain('secret-logout-token');
  });

  it('sampled: a call in the sample is logged once, when it is answered', async () => {
    const { app, lines } = await appLogging({ REQUEST_LOG: 'sampled', REQUEST_LOG_SAMPLE: '1' });
    await app.inject({ method: 'GET', url: '/uiapi/tags' });
    expect(requestLines(lines).map((line) => [line.msg, line.res?.statusCode])).toEqual([['request completed', 200]]);
  });

  it('all: every request as it comes in and as it is answered', async () => {
    const { app, lines } = await appLogging({ REQUEST_LOG: 'all' });
    await app.inject({ method: 'GET', url: '/uiapi/tags' });
    await app.inject({ method: 'GET', url: '/' });
    expect(requestLines(lines).map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'request completed',
    ]);
  });
});
