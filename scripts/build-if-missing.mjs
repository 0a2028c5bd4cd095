// `npm start`'s prestart: builds what is missing, the SPA (dist/) and the compiled server
// (build/server/), and nothing else. It checks two files, never the source tree, so a start stays
// quick: after changing sources, run `npm run build` (README, docs/performance.md "Start-up").
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  { output: path.join(root, 'dist', 'index.html'), what: 'the SPA (dist/)', args: ['node_modules/vite/bin/vite.js', 'build'] },
  {
    output: path.join(root, 'build', 'server', 'server.js'),
    what: 'the server (build/server/)',
    args: ['scripts/build-server.mjs'],
  },
];
for (const { output, what, args } of steps) {
  if (existsSync(output)) continue;
  console.log(`Building ${what}: it is missing…`);
  execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
}
