// The stage runner of `npm test` and `npm run test:quick`: runs groups of commands, the stages of
// a group side by side, and prints the wall time of each stage at the end.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
export const npmRun = (name, script, ...args) => ({ name, command: 'npm', args: ['run', '--silent', script, ...args] });

/** One Playwright run: a portal and data folder of its own (E2E_PORT + offset), its lines prefixed with its name. */
function playwright(name, projects, offset) {
  const basePort = Number(process.env.E2E_PORT ?? 8181);
  const folder = name.replaceAll(' ', '-');
  return {
    name,
    command: bin('playwright'),
    args: ['test', ...projects.map((project) => `--project=${project}`), `--output=${path.join('test-results', folder)}`],
    env: { E2E_PORT: String(basePort + offset), PLAYWRIGHT_HTML_OUTPUT_DIR: path.join(root, 'playwright-report', folder) },
    prefix: `[${name}] `,
  };
}

/**
 * The Playwright suites as two runs side by side, each with a portal and data folder of its own
 * (E2E_PORT and E2E_PORT + 1), so neither sees the other's members, mail or content: the journeys,
 * and the screens (axe and the visual projects). Within a run tests go one at a time. Four runs
 * (two shards of each) were no faster: both cores are busy to the end either way (docs/testing.md).
 * Reports go to playwright-report/<run>/, results to test-results/<run>/.
 */
export const e2eRuns = () => [
  playwright('e2e journeys', ['e2e'], 0),
  playwright('visual', ['accessibility', 'visual-desktop', 'visual-mobile'], 1),
];

/** Runs one stage; its output streams through (prefixed) or, when `buffered`, comes in one piece at its end. */
export function runStage(stage, buffered) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, stage.args, { cwd: root, env: { ...process.env, ...stage.env } });
    const kept = [];
    const relay = (from, to) => {
      let rest = '';
      const out = (line) => (buffered ? kept.push(line) : to.write(line));
      from.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out(`${stage.prefix ?? ''}${line}\n`);
      });
      from.on('end', () => rest && out(`${stage.prefix ?? ''}${rest}\n`));
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('close', (code) => {
      if (kept.length > 0) process.stdout.write(`== ${stage.name}\n${kept.join('')}`);
      resolve({ name: stage.name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/**
 * Runs a group. Prefixed stages (the Playwright runs) all at once, streaming; other stages at most
 * two at once (one a core), each one's output in one piece when it ends.
 */
export async function runGroup(group) {
  if (group.length === 1) return [await runStage(group[0], false)];
  if (group.every((stage) => stage.prefix)) return Promise.all(group.map((stage) => runStage(stage, false)));
  const queue = [...group];
  const results = new Map();
  const lane = async () => {
    for (let stage = queue.shift(); stage; stage = queue.shift()) results.set(stage, await runStage(stage, true));
  };
  await Promise.all([lane(), lane()]);
  return group.map((stage) => results.get(stage));
}

/** The machine's CPU time so far, busy and idle, in ms summed over its cores (os.cpus()). */
export function cpuTimes() {
  let busy = 0;
  let idle = 0;
  for (const { times } of os.cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy, idle };
}

/** How busy the machine's cores were between two `cpuTimes()` readings: 0–1 (whoever used them). */
export function busyShare(before, after) {
  const busy = after.busy - before.busy;
  const total = busy + (after.idle - before.idle);
  return total > 0 ? busy / total : 0;
}

/**
 * Runs the groups in order and prints each stage's wall time, and how busy the machine's cores were
 * during its group (a group well under 100 % leaves cores idle: room to run something beside it); a
 * failed stage stops the run after its group. `skipped` (stage name → why) is listed in the table
 * too. Exits with the result.
 */
export async function runGroups(groups, skipped = {}) {
  const started = Date.now();
  const results = [];
  for (const group of groups) {
    const before = cpuTimes();
    const groupResults = await runGroup(group);
    const share = busyShare(before, cpuTimes());
    results.push(...groupResults.map((result) => ({ ...result, share })));
    if (groupResults.some((result) => !result.ok)) break;
  }
  const names = [...results.map(({ name }) => name), ...Object.keys(skipped)];
  const width = Math.max(...names.map((name) => name.length));
  console.log(
    `\n== stage times (wall clock; the stages of a group ran side by side; cores busy during the group, of ${os.cpus().length})`,
  );
  for (const { name, ok, seconds, share } of results) {
    const busy = `${Math.round(share * 100)} %`.padStart(5);
    console.log(`${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${busy}  ${ok ? 'ok' : 'FAILED'}`);
  }
  for (const [name, why] of Object.entries(skipped)) console.log(`${name.padEnd(width)}      - s  skipped: ${why}`);
  console.log(`${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
  process.exit(results.every(({ ok }) => ok) ? 0 : 1);
}
