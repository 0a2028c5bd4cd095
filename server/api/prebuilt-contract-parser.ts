/**
 * fastify-openapi-glue's Parser as the compiled server has it (scripts/build-server.mjs puts this
 * module in place of the library's `lib/Parser.js`): the routes the library made from openapi.yaml
 * at build time, as JSON text (esbuild `define`). The library's own Parser validates the contract
 * against the OpenAPI meta-schema (Ajv compiling it) and resolves every reference on each start:
 * about 0.6 s of the start path on a 2-core machine, and its loading (Ajv's 2020 and draft-04
 * dialects, the YAML parser) 0.1 s more (docs/performance.md, "Start-up"). The contract the
 * compiled server carries (server/api/contract-document.ts) is the same file, read by the same build.
 * Running from the sources, the library parses the contract itself.
 */
declare const __CONTRACT_ROUTES_JSON__: string;

/** What the library's Parser#parse returns; `contentTypes` is a Set there, an array in JSON. */
interface ParsedContract {
  contentTypes: string[] | Set<string>;
  [key: string]: unknown;
}

export class Parser {
  async parse(): Promise<ParsedContract> {
    const parsed = JSON.parse(__CONTRACT_ROUTES_JSON__) as ParsedContract & { contentTypes: string[] };
    return { ...parsed, contentTypes: new Set(parsed.contentTypes) };
  }
}
