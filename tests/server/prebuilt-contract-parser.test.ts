import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { contractRoutesJson, parseContractRoutes } from '../../scripts/contract-routes.mjs';
import { Parser } from '../../server/api/prebuilt-contract-parser';
import { repoRoot } from '../../server/config';

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

  it("gives the plugin the same routes, schemas, security and media types as the library's Parser", async () => {
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
});
