import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONTENT_CACHE_CONTROL, PUBLIC_CONTENT_OPERATIONS } from '../../server/handlers/public-content-cache';
import { operations, urlFor } from './support/contract-operations';
import type { TestMember } from './support/members';
import { headersFor, type SampleContext } from './support/sample-requests';
import { createSampleContext } from './support/sample-context';
import { createTestApp, type TestApp } from './support/test-app';

const PUBLIC: readonly string[] = PUBLIC_CONTENT_OPERATIONS;

/**
 * Issue 40: personal JSON (profile, sessions, sign-in history, notifications, data export, the
 * console's answers) went without `Cache-Control: no-store`. Every GET of the contract is called
 * as its audience would call it; only the public content reads may be kept by a cache.
 */
describe('Cache-Control of every read call (PGlite)', () => {
  let t: TestApp;
  let member: TestMember;
  let context: SampleContext;
  beforeAll(async () => {
    t = await createTestApp({ engine: 'pglite' });
    const sample = await createSampleContext(t);
    context = sample;
    member = sample.member;
  });
  afterAll(() => t.close());

  it('answers every personal, console and admin read with no-store, whatever the status', async () => {
    let checked = 0;
    for (const operation of operations.filter((op) => op.method === 'GET' && !PUBLIC.includes(op.operationId))) {
      const url = urlFor(operation, { uid: context.uid, 'filter[uid]': context.uid });
      const res = await t.app.inject({ method: 'GET', url, headers: headersFor(operation.operationId, operation.path, context) });
      if (operation.operationId === 'getRuntimeConfig') {
        expect(res.headers['cache-control'], url).toBe('no-cache');
        continue;
      }
      expect(res.headers['cache-control'], `${operation.operationId} ${url} (${res.statusCode})`).toBe('no-store');
      checked += 1;
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('answers the named personal reads 200 and no-store', async () => {
    for (const url of [
      `/jsonapi/user/profile/?filter[uid]=${member.uid}`,
      '/api/user/sessions',
      '/jsonapi/message/notification',
      '/api/user/sign-in-history',
      '/api/user/data-export',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: member.headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('keeps public content cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/viewapi/banner-list' });
    expect(res.headers['cache-control']).toBe(PUBLIC_CONTENT_CACHE_CONTROL);
  });
});
