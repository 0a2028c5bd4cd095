// `npm run build` (after vite): compiles the server and the editor CLI into build/server/ so that
// `npm start` runs plain JavaScript with node, no TypeScript compilation at start-up. One ESM file
// per entry with a source map, and chunks (build/server/chunks/) for what they share and for what
// server.ts imports later (its dynamic import of serve.ts: the database opens while that loads);
// packages stay in node_modules (--packages=external). build/ is
// never served: @fastify/static serves dist/ only. Files read at run time (openapi.yaml, the
// migrations, content/, dist/) are found from the project root (server/project-root.ts).
// fastify-openapi-glue is the one package bundled: its Parser is replaced by the routes it made
// from the contract at build time (server/api/prebuilt-contract-parser.ts), so the server does not
// validate and resolve the contract on each start.
//
//   node scripts/build-server.mjs [--outdir <dir inside the checkout>]   (default build/server)
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'yaml';
import { contractRoutesJson, glueParserFile, gluePluginFile, parseContractRoutes } from './contract-routes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const serverBuildDir = path.resolve(root, values.outdir ?? path.join('build', 'server'));

rmSync(serverBuildDir, { recursive: true, force: true });
const started = Date.now();
const contract = parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8'));
const gluePlugin = fileURLToPath(gluePluginFile);
const glueParser = fileURLToPath(glueParserFile);

/** Bundles fastify-openapi-glue (every other package stays external) with the prebuilt Parser in place of its own. */
const prebuiltContractParser = {
  name: 'prebuilt-contract-parser',
  setup(build) {
    build.onResolve({ filter: /^fastify-openapi-glue$/ }, () => ({ path: gluePlugin }));
    build.onResolve({ filter: /^\.\/lib\/Parser\.js$/ }, (args) =>
      path.resolve(args.resolveDir, args.path) === glueParser
        ? { path: path.join(root, 'server', 'api', 'prebuilt-contract-parser.ts') }
        : undefined,
    );
  },
};
await build({
  absWorkingDir: root,
  entryPoints: ['server/server.ts', 'server/cli.ts'],
  outdir: serverBuildDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [prebuiltContractParser],
  // The contract as parsed now, so the compiled server parses no YAML itself (server/api/contract-document.ts).
  // JSON text (a string literal) because JSON.parse reads it faster than JavaScript reads an object literal.
  define: {
    __CONTRACT_JSON__: JSON.stringify(JSON.stringify(contract)),
    __CONTRACT_ROUTES_JSON__: JSON.stringify(contractRoutesJson(await parseContractRoutes(contract))),
  },
});
console.log(`server compiled into ${path.relative(root, serverBuildDir)}/ in ${Date.now() - started} ms`);
