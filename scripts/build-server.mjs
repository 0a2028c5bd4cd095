// `npm run build` (after vite): compiles the server and the editor CLI into build/server/ so that
// `npm start` runs plain JavaScript with node, no TypeScript compilation at start-up. One ESM file
// per entry with a source map, and chunks (build/server/chunks/) for what they share and for what
// server.ts imports later (its dynamic import of serve.ts: the database opens while that loads);
// packages stay in node_modules (--packages=external). build/ is
// never served: @fastify/static serves dist/ only. Files read at run time (openapi.yaml, the
// migrations, content/, dist/) are found from the project root (server/project-root.ts).
//
//   node scripts/build-server.mjs [--outdir <dir inside the checkout>]   (default build/server)
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const serverBuildDir = path.resolve(root, values.outdir ?? path.join('build', 'server'));

rmSync(serverBuildDir, { recursive: true, force: true });
const started = Date.now();
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
  // The contract as parsed now, so the compiled server parses no YAML itself (server/api/contract-document.ts).
  // JSON text (a string literal) because JSON.parse reads it faster than JavaScript reads an object literal.
  define: { __CONTRACT_JSON__: JSON.stringify(JSON.stringify(parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')))) },
});
console.log(`server compiled into ${path.relative(root, serverBuildDir)}/ in ${Date.now() - started} ms`);
