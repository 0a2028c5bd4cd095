// The routes fastify-openapi-glue makes from openapi.yaml, computed by the library's own Parser,
// for the compiled server to carry (scripts/build-server.mjs, server/api/prebuilt-contract-parser.ts).
// The library's package exports only its plugin, so its Parser is imported from beside it.
import { URL } from 'node:url';

/** The file of fastify-openapi-glue's plugin (index.js), and of its Parser. */
export const gluePluginFile = new URL(import.meta.resolve('fastify-openapi-glue'));
export const glueParserFile = new URL('./lib/Parser.js', gluePluginFile);

/**
 * What the plugin gets from its Parser for this contract (the parsed document, left as it is), with
 * its defaults; except `contentTypes`, which holds the request bodies' media types only. The plugin
 * reads that set for one thing: it warns of each type that has no request body parser. The
 * library's Parser also puts the answers' media types in it, so a compiled server warned on every
 * start of the four types of the support attachment's download (image/png, image/jpeg,
 * application/pdf, application/octet-stream), which no request sends: noise in the operators' log.
 */
export async function parseContractRoutes(contract) {
  const { Parser } = await import(glueParserFile.href);
  const parsed = await new Parser().parse(JSON.parse(JSON.stringify(contract)), {
    addEmptySchema: false,
    addCookieSchema: false,
  });
  return { ...parsed, contentTypes: requestMediaTypes(contract) };
}

/** The media types of the contract's request bodies (a body given by reference included). */
export function requestMediaTypes(contract) {
  const types = new Set();
  for (const item of Object.values(contract.paths ?? {}))
    for (const operation of Object.values(item ?? {})) {
      let body = operation?.requestBody;
      if (body?.$ref) body = contract.components?.requestBodies?.[body.$ref.split('/').pop()];
      for (const type of Object.keys(body?.content ?? {})) types.add(type);
    }
  return types;
}

/** The same as JSON text: `contentTypes`, a Set, as an array. */
export function contractRoutesJson(parsed) {
  return JSON.stringify({ ...parsed, contentTypes: [...parsed.contentTypes] });
}
