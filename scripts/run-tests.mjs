// `npm test`: every check of the suite, stage by stage, and at the end the wall time of each stage
// (docs/testing.md). The stages of one group run side by side; a failed stage stops the run after
// its group, and the table still shows where the time went.
import { bin, e2eRuns, npmRun, runGroups } from './stages.mjs';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const vitest = (name, ...projects) => ({
  name,
  command: bin('vitest'),
  args: ['run', ...projects.map((project) => `--project=${project}`)],
});

/** The stages in order, in groups. */
const GROUPS = [
  [
    npmRun('contract', 'check:contract'),
    npmRun('typecheck', 'typecheck'),
    npmRun('lint', 'lint'),
    npmRun('import cycles', 'check:cycles'),
    npmRun('format', 'format:check'),
  ],
  [vitest('unit', 'web', 'web-mocking')],
  [vitest('server on PGlite', 'server')],
  ...(onPostgres
    ? [[vitest('server on PostgreSQL', 'server-postgres')], [npmRun('SQL on both engines', 'check:sql-coverage')]]
    : []),
  [npmRun('machine coverage', 'coverage:machines', '--', '--strict')],
  [npmRun('build', 'build')],
  [npmRun('bundle budget', 'check:budget')],
  [{ name: 'chromium', command: 'node', args: ['scripts/ensure-chromium.mjs'] }],
  e2eRuns(),
];

await runGroups(GROUPS, onPostgres ? {} : { 'server on PostgreSQL': 'no TEST_DATABASE_URL' });
