/**
 * `npm run qa:paths`: the machines' generated paths for QA (README.md here, docs/qa.md). The
 * usage is qa-usage.ts (`--help`); arguments are parsed by qa-cli-args.ts, an unknown one is an
 * error with the usage (exit 2).
 *
 * Listing reads only ../shared/machine-paths/ (the UI plans included): nothing here imports
 * tests/ or e2e/. The UI run hands the e2e/qa/ specs to Playwright by path, with its own portal
 * (Playwright's web server) on E2E_PORT; output goes under .tmp/qa-paths/ (qa-output-dirs.ts).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { qaMachines } from '../shared/machine-paths/qa-machines';
import { uiPlans } from '../shared/machine-paths/ui-plans';
import { uiPathsOf } from '../shared/machine-paths/ui-plans/ui-plan';
import { describeMachine, listingText } from './machine-listing';
import type { PathCatalog } from './path-changes';
import { portIsFree } from './port-free';
import { parseQaArgs, type QaOptions } from './qa-cli-args';
import { qaOutputDirs } from './qa-output-dirs';
import { qaUsage } from './qa-usage';
import { StoppableRun } from './run-stoppable';
import { playwrightGrepFor, selectUiPaths, unknownPathIds } from './select-ui-paths';
import { writeStdout } from './write-stdout';

const slugs = qaMachines.map((machine) => machine.slug);

async function main(argv: string[]): Promise<number> {
  const parsed = parseQaArgs(argv, slugs);
  if (!parsed.ok) {
    process.stderr.write(`qa:paths: ${parsed.error}\n\n${qaUsage(slugs)}`);
    return 2;
  }
  const options = parsed.options;
  if (options.help) {
    await writeStdout(qaUsage(slugs));
    return 0;
  }
  const selected = options.machines.length ? qaMachines.filter((machine) => options.machines.includes(machine.slug)) : qaMachines;

  if (options.list || options.json) {
    const described = selected.map(describeMachine);
    if (options.list) await writeStdout(described.map(listingText).join(''));
    if (options.json) {
      await mkdir(path.dirname(path.resolve(options.json)), { recursive: true });
      await writeFile(options.json, JSON.stringify({ generatedAt: new Date().toISOString(), machines: described }, null, 2));
      await writeStdout(`wrote ${path.resolve(options.json)}\n`);
    }
    return 0;
  }
  return runUi(options, selected);
}

async function runUi(options: QaOptions, selected: typeof qaMachines): Promise<number> {
  const plans = uiPlans.filter((plan) => selected.some((machine) => machine.slug === plan.slug));
  for (const machine of selected.filter((entry) => !plans.some((plan) => plan.slug === entry.slug))) {
    console.log(`${machine.slug}: no UI run (covered by the Vitest model and mutation tests)`);
  }
  if (plans.length === 0) return 0;
  const specs = plans.map((plan) => `e2e/qa/${plan.slug}.qa.spec.ts`);
  const missingSpecs = specs.filter((spec) => !existsSync(spec));
  if (missingSpecs.length) {
    console.error(`a UI plan without its Playwright spec: ${missingSpecs.join(', ')}`);
    return 2;
  }
  const set = options.cover ? 'cover' : 'all';
  const candidates = plans.flatMap((plan) => uiPathsOf(plan, set).map(({ path: item }) => ({ machine: plan.slug, path: item })));
  const unknown = unknownPathIds(candidates, options.paths);
  if (unknown.length) {
    console.error(
      `qa:paths: no UI path ${unknown.join(', ')} in ${plans.map((plan) => plan.slug).join(', ')}${options.cover ? ' (--cover)' : ''}`,
    );
    return 2;
  }
  const chosen = selectUiPaths(candidates, options);
  if (chosen.length === 0) {
    console.error(`qa:paths: no UI path matches --grep ${JSON.stringify(options.grep)}`);
    return 2;
  }
  const filtered = options.paths.length > 0 || options.grep !== null;
  console.log(
    `qa:paths: ${chosen.length} UI path(s) of ${plans.map((plan) => plan.slug).join(', ')}${options.cover ? ' (cover set)' : ''}`,
  );
  const catalog: PathCatalog = Object.fromEntries(
    plans.map((plan) => [plan.slug, uiPathsOf(plan, 'all').map(({ path: item }) => ({ id: item.id, summary: item.summary }))]),
  );

  const root = process.cwd();
  const dirs = qaOutputDirs(root);
  const run = new StoppableRun();
  try {
    const started = Date.now();
    if (!process.env.DIST_DIR && !(options.noBuild && existsSync(dirs.dist))) {
      console.log(`building the SPA into ${dirs.dist} ...`);
      const built = await run.step('npx', ['vite', 'build', '--outDir', dirs.dist, '--emptyOutDir', '--logLevel', 'warn']);
      if (built !== 0) return built;
    }
    const chromium = await run.step(process.execPath, ['scripts/ensure-chromium.mjs']);
    if (chromium !== 0) return chromium;
    const port = process.env.E2E_PORT ?? '8196';
    const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');
    const status = await run.step(
      process.execPath,
      [
        playwrightCli,
        'test',
        '--project=qa-paths',
        ...specs,
        '--reporter=list,./tools/qa-paths/qa-reporter.ts',
        `--output=${dirs.results}`,
        ...(filtered ? [`--grep=${playwrightGrepFor(chosen)}`] : []),
      ],
      {
        env: {
          ...process.env,
          QA_PATHS: '1',
          QA_PATH_SET: set,
          QA_PATH_CATALOG: JSON.stringify(catalog),
          QA_REPORT_DIR: dirs.report,
          E2E_PORT: port,
          DIST_DIR: dirs.dist,
        },
      },
    );
    if (run.stoppedBy) {
      const free = await portIsFree(Number(port));
      console.error(
        `qa:paths: stopped by ${run.stoppedBy}; port ${port} ${free ? 'is free (the portal stopped)' : 'STILL has a listener'}`,
      );
      return free ? 130 : 1;
    }
    console.log(`qa:paths ${plans.map((plan) => plan.slug).join(', ')}: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
    return status;
  } finally {
    run.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
