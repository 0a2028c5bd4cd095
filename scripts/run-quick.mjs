// `npm run test:quick [-- --base REV]`: the inner loop while working (docs/testing.md). Checks only
// what the change touches: the files changed against `main` (commits since it, staged, unstaged
// and untracked files), typechecked (incrementally), linted and format-checked, and the Vitest
// tests that import them (Vitest's `related`), the server's on PGlite only. `npm test` stays the
// whole suite.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bin, npmRun, root, runGroups } from './stages.mjs';

const baseIndex = process.argv.indexOf('--base');
const base = baseIndex > 0 ? process.argv[baseIndex + 1] : 'main';
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

const changed = [
  ...new Set([
    ...git('diff', '--name-only', `${git('merge-base', 'HEAD', base)[0]}`),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(path.join(root, file)));

const code = changed.filter((file) => /\.(m?[jt]sx?)$/.test(file));
const formatted = changed.filter((file) => /\.(m?[jt]sx?|json|ya?ml|md|css|html)$/.test(file));
console.log(
  `== ${changed.length} files changed against ${base}${changed.length ? `: ${changed.slice(0, 12).join(', ')}${changed.length > 12 ? ', …' : ''}` : ''}`,
);
if (changed.length === 0) process.exit(0);

const groups = [
  [
    {
      name: 'typecheck',
      command: bin('tsc'),
      args: ['-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', '.tmp/quick/tsconfig.tsbuildinfo'],
    },
    ...(code.length
      ? [{ name: 'lint', command: bin('eslint'), args: ['--cache', '--cache-location', '.tmp/quick/eslint', ...code] }]
      : []),
    ...(formatted.length
      ? [{ name: 'format', command: bin('prettier'), args: ['--check', '--ignore-unknown', ...formatted] }]
      : []),
    ...(changed.includes('openapi.yaml') ? [npmRun('contract', 'check:contract')] : []),
  ],
  [
    {
      name: 'related tests (unit, components, server on PGlite)',
      command: bin('vitest'),
      args: ['related', '--run', '--passWithNoTests', '--project=web', '--project=web-mocking', '--project=server', ...code],
      // The PostgreSQL project is npm test's: the inner loop stays on the embedded engine.
      env: { TEST_DATABASE_URL: '' },
    },
  ],
];
await runGroups(code.length ? groups : groups.slice(0, 1));
