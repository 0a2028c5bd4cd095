import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { contractRoutesJson, parseContractRoutes, requestMediaTypes } from '../../scripts/contract-routes.mjs';
import { Parser } from '../../server/api/prebuilt-contract-parser';
import { repoRoot } from '../../server/config';
import { createTestApp } from './support/test-app';

/**
 * The compiled server's stand-in for fastify-openapi-glue's Parser (scripts/build-server.mjs):
 * what it gives the plugin must be what the library's own Parser gives for openapi.yaml, after the
 * trip through the JSON text the build puts in.
 */
describe("the compiled server's prebuilt contract routes", () => {
  const global = globalThis as { __CONTRACT_ROUTES_JSON__?: string };
  afterEach(() => {
    delete global.__CONTRACT_ROUTES_JSON__;
  });

  it("gives the plugin the same routes, schemas and security as the library's Parser, through the JSON text", async () => {
    const contract = await readFile(path.join(repoRoot, 'openapi.yaml'), 'utf8');
    const parsed = (await parseContractRoutes(parse(contract))) as {
      routes: { operationId: string }[];
      contentTypes: Set<string>;
    };
    global.__CONTRACT_ROUTES_JSON__ = contractRoutesJson(parsed) as string;

    const prebuilt = (await new Parser().parse()) as unknown as typeof parsed;

    expect(prebuilt).toStrictEqual(parsed);
    expect(prebuilt.contentTypes).toBeInstanceOf(Set);
    expect(prebuilt.contentTypes).toContain('application/json');
    expect(prebuilt.routes.map((route) => route.operationId)).toContain('getResourceDetail');
  });

  it("checks the request bodies' media types only, each of which the app can parse (no warning on start)", async () => {
    const contract = parse(await readFile(path.join(repoRoot, 'openapi.yaml'), 'utf8')) as unknown;
    const { contentTypes } = (await parseContractRoutes(contract)) as { contentTypes: Set<string> };

    expect([...contentTypes].sort()).toEqual(['application/json', 'application/vnd.api+json']);
    // The support attachment's download answers these; no request sends them.
    for (const answerOnly of ['image/png', 'image/jpeg', 'application/pdf', 'application/octet-stream'])
      expect(contentTypes).not.toContain(answerOnly);
    const t = await createTestApp({ engine: 'pglite', seed: false });
    try {
      for (const type of contentTypes) expect(t.app.hasContentTypeParser(type), type).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('finds the media types of a request body given by reference', () => {
    const contract = {
      paths: {
        '/a': { post: { requestBody: { $ref: '#/components/requestBodies/Upload' } } },
        '/b': { put: { requestBody: { content: { 'text/plain': {} } } }, parameters: [] },
      },
      components: { requestBodies: { Upload: { content: { 'application/x-thing': {} } } } },
    };
    expect([...(requestMediaTypes(contract) as Set<string>)].sort()).toEqual(['application/x-thing', 'text/plain']);
  });
});
