import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distFixture, type DistFixture } from './support/dist-fixture';
import { createTestApp, type TestApp } from './support/test-app';

describe('security headers', () => {
  let t: TestApp;
  let dist: DistFixture;
  beforeAll(async () => {
    dist = await distFixture();
    t = await createTestApp({ engine: 'pglite', env: { DIST_DIR: dist.dir } });
  });
  afterAll(async () => {
    await t.close();
    await dist.remove();
  });

  it('are on every kind of answer: an API call, the SPA, media, a refusal and a not-found', async () => {
    const answers = await Promise.all(
      [
        ['GET', '/viewapi/banner-list'],
        ['GET', '/'],
        ['GET', '/files/demo/avatar/default-avatar.png'],
        ['POST', '/user/login?_format=json'],
        ['GET', '/jsonapi/no-such-call'],
      ].map(([method, url]) =>
        t.app.inject({ method: method as 'GET' | 'POST', url, payload: method === 'POST' ? {} : undefined }),
      ),
    );
    for (const answer of answers) {
      const csp = answer.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 400, 404]);
  });
});
