import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferredCompilation } from '../../server/plugins/deferred-compilation';
import { createTestApp, type TestApp } from './support/test-app';

const nameSchema = { type: 'object', properties: { name: { type: 'string', maxLength: 3 } }, required: ['name'] };

describe('validators and serializers compiled on first use', () => {
  it('compiles a validator at its first call, which then validates as Ajv does, errors included', () => {
    const compilation = deferredCompilation();
    const ajv = compilation.ajvPlugin(new Ajv({ allErrors: true }));
    const validate = ajv.compile(nameSchema);
    expect(compilation.pendingCount()).toBe(1);

    expect(validate({ name: 'Ann' })).toBe(true);
    expect(compilation.pendingCount()).toBe(0);
    expect(validate({ name: 'Annabel' })).toBe(false);
    expect(validate.errors?.map((error) => [error.instancePath, error.keyword])).toEqual([['/name', 'maxLength']]);
    expect(validate({})).toBe(false);
    expect(validate.errors?.[0]?.keyword).toBe('required');
    expect(validate.schemaEnv).toBeDefined();
  });

  it('compiles what is left in one go and reports a schema that does not compile, without stopping', async () => {
    const compilation = deferredCompilation();
    const ajv = compilation.ajvPlugin(new Ajv());
    const broken = ajv.compile({ type: 'object', properties: { when: { $ref: '#/nowhere' } } });
    const fine = ajv.compile(nameSchema);
    expect(compilation.pendingCount()).toBe(2);

    const failures = await compilation.compileRemaining();
    expect(failures.map((failure) => failure.message)).toEqual([expect.stringContaining('#/nowhere')]);
    expect(compilation.pendingCount()).toBe(0);
    expect(fine({ name: 'Bo' })).toBe(true);
    // The broken one fails where it is used, as an eager compile would have failed at start-up.
    expect(() => broken({})).toThrow('#/nowhere');
  });

  it('builds a serializer at its first call, which writes only the properties the schema declares', () => {
    const compilation = deferredCompilation();
    const build = compilation.buildSerializer({}, {});
    const serialize = (build as (route: object) => (data: unknown) => string)({
      schema: nameSchema,
      method: 'GET',
      url: '/name',
      httpStatus: '200',
    });
    expect(compilation.pendingCount()).toBe(1);
    expect(serialize({ name: 'Cy', secret: 'kept out' })).toBe('{"name":"Cy"}');
    expect(compilation.pendingCount()).toBe(0);
  });
});

describe("the app's contract schemas", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine: 'pglite', seed: false });
  });
  afterAll(() => t.close());

  it('all compile', async () => {
    await t.app.ready();
    expect(await t.app.compileDeferredSchemas()).toEqual([]);
  });

  it('still refuse a bad request with the contract’s message, and read header names in any case', async () => {
    const badLogin = await t.app.inject({ method: 'POST', url: '/user/login?_format=json', payload: { name: 'a@b.co' } });
    expect(badLogin.statusCode).toBe(400);
    expect(badLogin.json().message).toEqual(expect.any(String));

    // The logout's X-CSRF-Token is required: a call without it is refused before any handler runs.
    const withoutCsrf = await t.app.inject({
      method: 'POST',
      url: '/user/logout?_format=json&token=abc',
      headers: { authorization: 'Bearer abc' },
    });
    expect(withoutCsrf.statusCode).toBe(400);
    const withCsrf = await t.app.inject({
      method: 'POST',
      url: '/user/logout?_format=json&token=abc',
      headers: { authorization: 'Bearer abc', 'X-CSRF-Token': 'abc' },
    });
    expect(withCsrf.statusCode).not.toBe(400);
  });
});
