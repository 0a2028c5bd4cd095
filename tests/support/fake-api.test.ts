import { describe, expect, it } from 'vitest';
import { createFakeApi, json, takeUnlistedCalls, type FakeRoutes } from './fake-api';

describe('the fake API of the web tests', () => {
  it('answers the listed routes, a path parameter matching any value', async () => {
    const fake = createFakeApi({
      'GET /uiapi/tags': [{ tid: '1', name: 'Cataract' }],
      'GET /jsonapi/attribute/speciality/2': [],
    });
    expect(await (await fake.fetch('http://api.test/uiapi/tags')).json()).toEqual([{ tid: '1', name: 'Cataract' }]);
    expect(await (await fake.fetch('http://api.test/jsonapi/attribute/speciality/2')).json()).toEqual([]);
    expect(fake.calls.map((call) => call.path)).toEqual(['/uiapi/tags', '/jsonapi/attribute/speciality/2']);
  });

  it('answers an unlisted call 500 and records it, so tests/setup-dom.ts fails the test', async () => {
    const fake = createFakeApi({});
    const response = await fake.fetch('http://api.test/viewapi/banner-list?x=1');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: "The fake API lists no answer for 'GET /viewapi/banner-list'." });
    // Taken here, so this test (which made the call on purpose) passes.
    expect(takeUnlistedCalls()).toEqual(['GET /viewapi/banner-list']);
  });

  it('checks route keys and answer bodies against the contract (compile time)', () => {
    const routes: FakeRoutes = {
      // A Response is always accepted, whatever its status.
      'POST /user/login': json({ message: 'Invalid email or password.' }, 400),
      'PATCH /user/7': { message: 'Updated' },
    };
    // @ts-expect-error: no such path in openapi.yaml
    const unknownPath: FakeRoutes = { 'GET /uiapi/tagz': [] };
    // @ts-expect-error: a country list is `{ data: [...] }`, not a bare array
    const wrongShape: FakeRoutes = { 'GET /admin/city-state-city/api/get-country': [] };
    // @ts-expect-error: listTags answers terms (tid, name)
    const wrongItems: FakeRoutes = { 'GET /uiapi/tags': [{ id: '1' }] };
    expect([routes, unknownPath, wrongShape, wrongItems]).toHaveLength(4);
  });
});
