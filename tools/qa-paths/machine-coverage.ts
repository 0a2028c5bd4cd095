/**
 * `npm run coverage:machines`: how much of each machine the generated test paths cover: states,
 * transitions, and both cases of every guarded transition (allowed and blocked). The paths are
 * the ones the `tests/machines/*.model.test.ts` files run (../shared/machine-paths/paths.ts:
 * shortest, simple where small, guard-blocked, edge), replayed on live actors whose microsteps
 * are inspected (../shared/machine-paths/coverage.ts).
 *
 * Run: npm run coverage:machines [-- --strict]   (--strict: exit 1 below 100% of anything)
 */
import { figuresOf, measureCoverage } from '../shared/machine-paths/coverage';
import { allModels } from '../shared/machine-paths/models';

const percent = ([covered, total]: [number, number]) => (total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10);
const show = (figure: [number, number]) => `${figure[0]}/${figure[1]} (${percent(figure)}%)`;

let missing = 0;
const totals = { states: [0, 0], transitions: [0, 0], guards: [0, 0] } as Record<
  'states' | 'transitions' | 'guards',
  [number, number]
>;
for (const [id, coverage] of measureCoverage(allModels)) {
  const figures = figuresOf(coverage);
  const { shortest, simple, blocked, edges } = coverage.paths;
  console.log(
    `${id}: ${show(figures.states)} states, ${show(figures.transitions)} transitions, ${show(figures.guards)} guard cases` +
      ` (${shortest} shortest + ${simple} simple + ${blocked} guard-blocked + ${edges} edge paths)`,
  );
  for (const line of figures.missing) console.log(`  ${line}`);
  missing += figures.missing.length;
  for (const key of ['states', 'transitions', 'guards'] as const) {
    totals[key][0] += figures[key][0];
    totals[key][1] += figures[key][1];
  }
}
console.log(
  `all machines: ${show(totals.states)} states, ${show(totals.transitions)} transitions, ${show(totals.guards)} guard cases`,
);
if (process.argv.includes('--strict') && missing > 0) {
  console.error(`coverage:machines --strict: ${missing} item(s) not covered (listed above)`);
  process.exitCode = 1;
}
