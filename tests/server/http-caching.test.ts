import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublishedContentCache } from '../../server/content/published-cache';
import { banners } from '../../server/db/schema';
import { createTestApp, engines, type TestApp } from './support/test-app';

const ADMIN = { authorization: 'Bearer test-admin-token' };

describe.each(engines)('public content is cacheable and kept in the process on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  it('marks a public read call cacheable and revalidated each time, with an ETag that answers 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/viewapi/banner-list' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"/);
    const again = await t.app.inject({ method: 'GET', url: '/viewapi/banner-list', headers: { 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers from the cache until the content is re-imported, then reads it again', async () => {
    await t.deps.db
      .update(banners)
      .set({ title: 'Edited behind the portal' })
      .where(sql`true`);
    const edited = (await t.app.inject({ method: 'GET', url: '/viewapi/banner-list?_format=json' })).json();
    expect(edited.map((b: { title: string }) => b.title)).toContain('Edited behind the portal');
    await t.deps.db
      .update(banners)
      .set({ title: 'A second edit' })
      .where(sql`true`);
    const cached = (await t.app.inject({ method: 'GET', url: '/viewapi/banner-list?_format=json' })).json();
    expect(cached).toEqual(edited);

    const seeded = await t.app.inject({ method: 'POST', url: '/admin/api/seed', headers: ADMIN, payload: { force: true } });
    expect(seeded.statusCode).toBe(200);
    const fresh = (await t.app.inject({ method: 'GET', url: '/viewapi/banner-list?_format=json' })).json();
    const titles = fresh.map((b: { title: string }) => b.title);
    expect(titles).not.toContain('Edited behind the portal');
    expect(titles).not.toContain('A second edit');
  });

  it('does not mark a refused answer cacheable', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/jsonapi/resource/detail?alias=/no-such-resource' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('never marks a member call public', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(config.headers['cache-control']).toBe('no-cache');
    const member = await t.app.inject({ method: 'GET', url: '/viewapi/protected/banner-list' });
    expect(member.statusCode).toBe(401);
    expect(member.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('compresses JSON above 1 KB for clients that accept it, and leaves small answers alone', async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: '/jsonapi/resource',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url: '/jsonapi/resource' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(big.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const small = await t.app.inject({ method: 'GET', url: '/config.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the SPA files and media', () => {
  let t: TestApp;
  let distDir: string;
  const script = `console.log(${JSON.stringify('the Source '.repeat(400))});`;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'source-dist-'));
    await mkdir(path.join(distDir, 'assets'), { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>The Source</title>');
    await writeFile(path.join(distDir, 'assets', 'index-AbC123.js'), script);
    await writeFile(path.join(distDir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
    t = await createTestApp({ engine: 'pglite', seed: false, env: { DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves hashed assets for a year, immutable, from the precompressed copy', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has the browser revalidate index.html on every visit', async () => {
    for (const url of ['/', '/login', '/index.html']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves a file the build wrote after the server started (a deploy beside a running process)', async () => {
    await writeFile(path.join(distDir, 'assets', 'later-XyZ789.js'), 'export {};');
    const later = await t.app.inject({ method: 'GET', url: '/assets/later-XyZ789.js' });
    expect(later.statusCode).toBe(200);
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(later.body).toBe('export {};');
  });

  it('answers a folder or a client route with index.html, and a missing API path with 404', async () => {
    for (const url of ['/assets', '/assets/', '/appdetail/lens-planner', '/support/']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const page = await t.app.inject({ method, url });
        expect(page.statusCode, `${method} ${url}`).toBe(200);
        expect(page.headers['content-type'], `${method} ${url}`).toMatch(/^text\/html/);
      }
    }
    const missing = await t.app.inject({ method: 'GET', url: '/jsonapi/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String) });
  });

  it('answers a conditional request for media with 304', async () => {
    const media = await t.app.inject({ method: 'GET', url: '/files/demo/avatar/default-avatar.png' });
    expect(media.statusCode).toBe(200);
    const tag = media.headers.etag as string;
    expect(tag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/files/demo/avatar/default-avatar.png',
      headers: { 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('the published-content cache', () => {
  it('loads once per key until it expires or is invalidated', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createPublishedContentCache(() => clock, 1000);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    clock = 1001;
    expect(await cache.get('a', load)).toBe(3);
    cache.invalidate();
    expect(await cache.get('a', load)).toBe(4);
  });

  it('forgets a failed load and a load that an invalidation overtook', async () => {
    const cache = createPublishedContentCache();
    await expect(cache.get('a', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.get('a', async () => 'after')).toBe('after');

    let release!: (value: string) => void;
    const slow = cache.get('b', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('b', async () => 'fresh')).toBe('fresh');
  });
});
