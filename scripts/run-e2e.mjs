// `npm run test:e2e`: the Playwright suites in two runs side by side, each with a portal and data
// folder of its own (E2E_PORT and E2E_PORT + 1), so neither sees the other's members, mail or
// content: the journeys in one, accessibility and the visual projects in the other. Each run is
// one worker, as playwright.config.ts sets: within a run, tests share their portal one at a time.
// On 2 cores this takes about two thirds of the time of one run after the other.
//
// With arguments (`npm run test:e2e -- e2e/home.e2e.spec.ts`), one plain `playwright test` with them.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const playwright = path.join(root, 'node_modules', '.bin', 'playwright');
const basePort = Number(process.env.E2E_PORT ?? 8181);

/** The two runs, about equal in time side by side on CI's 2 cores (about 11 minutes each). */
const RUNS = [
  { name: 'journeys', projects: ['e2e'] },
  { name: 'screens', projects: ['accessibility', 'visual-desktop', 'visual-mobile'] },
];

function run(args, env, prefix) {
  return new Promise((resolve) => {
    const child = spawn(playwright, ['test', ...args], { cwd: root, env: { ...process.env, ...env } });
    const relay = (from, to) => {
      let rest = '';
      from.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) to.write(`${prefix}${line}\n`);
      });
      from.on('end', () => rest && to.write(`${prefix}${rest}\n`));
    };
    if (prefix) {
      relay(child.stdout, process.stdout);
      relay(child.stderr, process.stderr);
    } else {
      child.stdout.pipe(process.stdout);
      child.stderr.pipe(process.stderr);
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const extra = process.argv.slice(2);
if (extra.length > 0) process.exit(await run(extra, {}, ''));

const codes = await Promise.all(
  RUNS.map(({ name, projects }, i) =>
    run(
      [...projects.map((p) => `--project=${p}`), `--output=${path.join('test-results', name)}`],
      { E2E_PORT: String(basePort + i), PLAYWRIGHT_HTML_OUTPUT_DIR: path.join(root, 'playwright-report', name) },
      `[${name}] `,
    ),
  ),
);
for (const [i, code] of codes.entries()) console.log(`[${RUNS[i].name}] playwright exited with ${code}`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
