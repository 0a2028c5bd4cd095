// The routes fastify-openapi-glue makes from openapi.yaml, computed by the library's own Parser,
// for the compiled server to carry (scripts/build-server.mjs, server/api/prebuilt-contract-parser.ts).
// The library's package exports only its plugin, so its Parser is imported from beside it.
import { URL } from 'node:url';

/** The file of fastify-openapi-glue's plugin (index.js), and of its Parser. */
export const gluePluginFile = new URL(import.meta.resolve('fastify-openapi-glue'));
export const glueParserFile = new URL('./lib/Parser.js', gluePluginFile);

/** What the plugin gets from its Parser for this contract (the parsed document, left as it is), with its defaults. */
export async function parseContractRoutes(contract) {
  const { Parser } = await import(glueParserFile.href);
  return new Parser().parse(JSON.parse(JSON.stringify(contract)), { addEmptySchema: false, addCookieSchema: false });
}

/** The same as JSON text: `contentTypes`, a Set, as an array. */
export function contractRoutesJson(parsed) {
  return JSON.stringify({ ...parsed, contentTypes: [...parsed.contentTypes] });
}
