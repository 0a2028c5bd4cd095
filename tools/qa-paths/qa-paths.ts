/**
 * `npm run qa:paths`: the machines' generated paths for QA (README.md here, docs/qa.md).
 *
 *   npm run qa:paths -- --list [machine...]        states, transitions, guards and paths per machine
 *   npm run qa:paths -- --json <file> [machine...]  the same as JSON, for a QA tool
 *   npm run qa:paths -- [machine...]               runs the paths in the real UI (Chromium), one
 *                                                  Playwright test per path, and writes the report
 *   npm run qa:paths -- --cover [machine...]       the same with the smallest subset of those paths
 *                                                  covering every state, transition and guard case
 *
 * Machines: session, idle, registration, form-dialog, profile-edit, support-wizard, gallery-scroll
 * (the last has no UI run: its timing is checked in Vitest). Without a machine: all of them.
 * The UI run builds the SPA into .tmp/dist-qa (DIST_DIR=<folder> or --no-build reuses a build) and
 * starts its own portal on E2E_PORT (default 8196) with fresh data; results go to QA_OUTPUT
 * (default /tmp/pw-qa), the report (./qa-reporter.ts) to QA_REPORT_DIR (default .tmp/qa-report).
 *
 * Listing reads only ../shared/machine-paths/ (the UI plans included): nothing here imports
 * tests/ or e2e/. The UI run hands the e2e/qa/ specs to Playwright by path.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { label } from '../shared/machine-paths/coverage';
import { stateNodesOf, transitionsOf } from '../shared/machine-paths/guards';
import { generatePaths, type QaPath } from '../shared/machine-paths/paths';
import { qaMachines, type QaMachine } from '../shared/machine-paths/qa-machines';
import { uiPlans } from '../shared/machine-paths/ui-plans';
import { uiPathsOf } from '../shared/machine-paths/ui-plans/ui-plan';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const names = args.filter((arg, index) => !arg.startsWith('--') && !(jsonAt >= 0 && index === jsonAt + 1));
const unknown = names.filter((name) => !qaMachines.some((machine) => machine.slug === name));
if (unknown.length) {
  console.error(`unknown machine(s): ${unknown.join(', ')}; known: ${qaMachines.map((machine) => machine.slug).join(', ')}`);
  process.exit(2);
}
const selected = names.length ? qaMachines.filter((machine) => names.includes(machine.slug)) : qaMachines;

interface UiSummary {
  paths: ReturnType<typeof pathJson>[];
  cover?: string[];
  events?: Record<string, string>;
  states?: Record<string, string>;
  reason?: string;
}

const pathJson = (path: QaPath) => ({
  id: path.id,
  kind: path.kind,
  title: path.title,
  target: path.target,
  steps: path.steps.map((step) => ({
    event: step.event,
    state: step.state,
    blocked: step.blocked,
    blockedGuards: step.blockedGuards,
  })),
});

function describeMachine(entry: QaMachine) {
  const machine = entry.models[0]!.machine;
  const transitions = transitionsOf(machine);
  const plan = uiPlans.find((candidate) => candidate.slug === entry.slug);
  return {
    slug: entry.slug,
    id: machine.id,
    states: stateNodesOf(machine).map((node) => ({ id: node.id, type: node.type, description: node.description ?? null })),
    transitions: transitions.map((transition) => ({
      key: transition.key,
      source: transition.source,
      event: transition.eventType || '(always)',
      targets: transition.targets,
      guard: transition.guard,
      actions: transition.actions,
    })),
    guards: transitions
      .filter((transition) => transition.guard)
      .map((transition) => ({ key: transition.key, guard: transition.guard, transition: label(transition) })),
    models: entry.models.map((model) => {
      const paths = generatePaths(model);
      return {
        name: model.name,
        input: model.input ?? null,
        paths: {
          shortest: paths.shortest.map(pathJson),
          simple: paths.simple.map(pathJson),
          guardBlocked: paths.blocked.map(pathJson),
          edges: paths.edges.map(pathJson),
        },
      };
    }),
    ui: (plan
      ? {
          paths: uiPathsOf(plan, 'all').map(({ path }) => pathJson(path)),
          cover: uiPathsOf(plan, 'cover').map(({ path }) => path.id),
          events: Object.fromEntries(
            Object.entries(plan.events).map(([type, event]) => [
              type,
              event.unavailable ? `not possible: ${event.unavailable}` : event.how,
            ]),
          ),
          states: plan.states,
        }
      : { paths: [], reason: 'no UI run: covered by the Vitest model and mutation tests' }) as UiSummary,
  };
}

function printList(entry: ReturnType<typeof describeMachine>) {
  console.log(`\n## ${entry.slug} (machine '${entry.id}')`);
  console.log(`states (${entry.states.length}): ${entry.states.map((state) => state.id.slice(entry.id.length + 1)).join(', ')}`);
  console.log(`transitions (${entry.transitions.length}):`);
  for (const transition of entry.transitions) {
    const targets = transition.targets.length ? ` → ${transition.targets.join(', ')}` : '';
    console.log(`  ${transition.source} on ${transition.event}${targets}${transition.guard ? ` [${transition.guard}]` : ''}`);
  }
  console.log(
    `guards (${entry.guards.length}, each tried allowed and blocked): ${entry.guards.map((guard) => guard.guard).join(', ') || 'none'}`,
  );
  for (const model of entry.models) {
    const { shortest, simple, guardBlocked, edges } = model.paths;
    console.log(
      `model ${model.name}: ${shortest.length} shortest, ${simple.length} simple, ${guardBlocked.length} guard-blocked, ${edges.length} edge paths`,
    );
    for (const [kind, list] of [
      ['shortest', shortest],
      ['simple', simple],
      ['guard-blocked', guardBlocked],
    ] as const) {
      for (const item of list) console.log(`  [${kind}] ${item.id} ${item.title}`);
    }
  }
  const cover = entry.ui.cover ? `; --cover: ${entry.ui.cover.length} (${entry.ui.cover.join(', ')})` : '';
  console.log(`UI run: ${entry.ui.paths.length} paths${entry.ui.reason ? ` (${entry.ui.reason})` : ''}${cover}`);
  if (entry.ui.events && entry.ui.states) {
    console.log('  event → how a user does it:');
    for (const [type, how] of Object.entries(entry.ui.events)) console.log(`    ${type}: ${how}`);
    console.log('  state → what is visible:');
    for (const [state, visible] of Object.entries(entry.ui.states)) console.log(`    ${state}: ${visible}`);
  }
}

if (flag('--list') || jsonFile) {
  const described = selected.map(describeMachine);
  if (flag('--list')) described.forEach(printList);
  if (jsonFile) {
    await mkdir(path.dirname(path.resolve(jsonFile)), { recursive: true });
    await writeFile(jsonFile, JSON.stringify({ generatedAt: new Date().toISOString(), machines: described }, null, 2));
    console.log(`wrote ${path.resolve(jsonFile)}`);
  }
  process.exit(0);
}

// The UI run.
const runnable = selected.filter((machine) => uiPlans.some((plan) => plan.slug === machine.slug));
for (const machine of selected.filter((entry) => !runnable.includes(entry))) {
  console.log(`${machine.slug}: no UI run (covered by the Vitest model and mutation tests)`);
}
if (runnable.length === 0) process.exit(0);
const specs = runnable.map((machine) => `e2e/qa/${machine.slug}.qa.spec.ts`);
const missingSpecs = specs.filter((spec) => !existsSync(spec));
if (missingSpecs.length) {
  console.error(`a UI plan without its Playwright spec: ${missingSpecs.join(', ')}`);
  process.exit(2);
}

const started = Date.now();
const distDir = path.resolve(process.env.DIST_DIR ?? '.tmp/dist-qa');
if (!process.env.DIST_DIR && !(flag('--no-build') && existsSync(distDir))) {
  console.log(`building the SPA into ${distDir} ...`);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const chromium = spawnSync('node', ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' });
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

const port = process.env.E2E_PORT ?? '8196';
const playwright = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--project=qa-paths',
    ...specs,
    '--reporter=list,./tools/qa-paths/qa-reporter.ts',
    `--output=${process.env.QA_OUTPUT ?? '/tmp/pw-qa'}`,
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, QA_PATHS: '1', QA_PATH_SET: flag('--cover') ? 'cover' : 'all', E2E_PORT: port, DIST_DIR: distDir },
  },
);
console.log(
  `qa:paths ${runnable.map((machine) => machine.slug).join(', ')}: ${((Date.now() - started) / 60_000).toFixed(1)} min`,
);
process.exit(playwright.status ?? 1);
