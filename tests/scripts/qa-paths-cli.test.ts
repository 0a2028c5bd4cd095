import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseQaArgs } from '../../tools/qa-paths/qa-cli-args';
import { qaOutputDirs } from '../../tools/qa-paths/qa-output-dirs';
import { playwrightGrepFor, selectUiPaths, unknownPathIds } from '../../tools/qa-paths/select-ui-paths';

/**
 * `npm run qa:paths` as a user meets it on the command line (tools/qa-paths/qa-paths.ts): help,
 * argument errors, complete output through a slow pipe, and which paths `--path` / `--grep` keep.
 * Nothing here starts a UI run: every case ends before the build.
 */
const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI; with `slowReaderMs` nobody reads its output for that long (a pipe that fills up). */
function qaPaths(args: string[], slowReaderMs = 0): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ['tools/qa-paths/qa-paths.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.stdout.pause();
    setTimeout(() => {
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stdout.resume();
    }, slowReaderMs);
    child.on('close', (code) =>
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
  });
}

const machines = ['session', 'support-wizard', 'gallery-scroll'];

describe('qa:paths on the command line', () => {
  it('--help prints the usage and exits 0 without running anything', async () => {
    const ran = await qaPaths(['--help']);
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(/^usage: npm run qa:paths/);
    for (const flag of ['--list', '--json', '--cover', '--machine', '--path', '--grep', '--no-build', '--help'])
      expect(ran.stdout).toContain(flag);
    expect(ran.stdout).toContain('.tmp/qa-paths/');
    expect(ran.stdout).not.toContain('building the SPA');
  }, 30_000);

  it('an unknown flag is an error with the usage, exit 2', async () => {
    const ran = await qaPaths(['--covr']);
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain('unknown option: --covr');
    expect(ran.stderr).toContain('usage: npm run qa:paths');
    expect(ran.stdout).toBe('');
  }, 30_000);

  it('a --path that names no UI path is an error before any build', async () => {
    const ran = await qaPaths(['--machine', 'support-wizard', '--path', 'supportWizard#0000000']);
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain('no UI path supportWizard#0000000 in support-wizard');
    expect(ran.stdout).not.toContain('building the SPA');
  }, 30_000);

  it('--list through a pipe nobody reads for a while still delivers all of it', async () => {
    const fast = await qaPaths(['--list']);
    const slow = await qaPaths(['--list'], 1500);
    expect(fast.code).toBe(0);
    expect(slow.code).toBe(0);
    // More than a pipe's buffer (64 KiB), so an exit before the output drained would cut it short.
    expect(Buffer.byteLength(slow.stdout)).toBeGreaterThan(65_536);
    expect(slow.stdout.length).toBe(fast.stdout.length);
    expect(slow.stdout).toContain('## gallery-scroll');
  }, 60_000);
});

describe('parseQaArgs', () => {
  it('reads switches, values (also as --flag=value) and bare machine names', () => {
    const parsed = parseQaArgs(
      ['--cover', '--machine', 'session', 'support-wizard', '--path=session#1234567', '--path', 'x#2', '--grep', 'login'],
      machines,
    );
    expect(parsed).toEqual({
      ok: true,
      options: {
        help: false,
        list: false,
        json: null,
        cover: true,
        noBuild: false,
        machines: ['session', 'support-wizard'],
        paths: ['session#1234567', 'x#2'],
        grep: 'login',
      },
    });
  });

  it('refuses unknown flags, unknown machines and a flag without its value', () => {
    expect(parseQaArgs(['--lst'], machines)).toEqual({ ok: false, error: 'unknown option: --lst' });
    expect(parseQaArgs(['-x'], machines)).toEqual({ ok: false, error: 'unknown option: -x' });
    expect(parseQaArgs(['--machine', 'sesion'], machines)).toEqual({
      ok: false,
      error: 'unknown machine(s): sesion; known: session, support-wizard, gallery-scroll',
    });
    expect(parseQaArgs(['--json'], machines)).toEqual({ ok: false, error: '--json needs a value' });
    expect(parseQaArgs(['--grep', '--cover'], machines)).toEqual({ ok: false, error: '--grep needs a value' });
    expect(parseQaArgs(['--list=yes'], machines)).toEqual({ ok: false, error: 'unknown option: --list=yes' });
  });
});

describe('which UI paths --path and --grep keep', () => {
  const candidates = [
    {
      machine: 'support-wizard',
      path: {
        id: 'supportWizard#aaaaaaa',
        summary: 'resource.toggle → reason.toggle',
        title: 'resource.toggle(r1) → reason.toggle(Other) ⇒ form',
      },
    },
    {
      machine: 'support-wizard',
      path: { id: 'supportWizard#bbbbbbb', summary: 'resource.toggle', title: 'resource.toggle(r1) ⇒ reason' },
    },
    {
      machine: 'session',
      path: { id: 'session (UI)#ccccccc', summary: 'session.login', title: 'session.login(ada) ⇒ authenticated' },
    },
  ];

  it('--grep matches the summary or the title, in any case; --path the exact id', () => {
    expect(selectUiPaths(candidates, { paths: [], grep: 'REASON.toggle' }).map((entry) => entry.path.id)).toEqual([
      'supportWizard#aaaaaaa',
    ]);
    expect(selectUiPaths(candidates, { paths: [], grep: 'ada' }).map((entry) => entry.path.id)).toEqual(['session (UI)#ccccccc']);
    expect(selectUiPaths(candidates, { paths: ['supportWizard#bbbbbbb'], grep: null }).map((entry) => entry.path.id)).toEqual([
      'supportWizard#bbbbbbb',
    ]);
    expect(unknownPathIds(candidates, ['supportWizard#bbbbbbb', 'supportWizard#bbbbbb'])).toEqual(['supportWizard#bbbbbb']);
  });

  it("Playwright's --grep runs exactly the chosen paths' tests", () => {
    const grep = new RegExp(playwrightGrepFor([candidates[0]!, candidates[2]!]));
    // Playwright matches the title path joined by spaces: project, file, describe, test.
    const title = (entry: (typeof candidates)[number]) =>
      `qa-paths e2e/qa/${entry.machine}.qa.spec.ts ${entry.machine} ${entry.path.id} ${entry.path.title}`;
    expect(candidates.map((entry) => grep.test(title(entry)))).toEqual([true, false, true]);
  });
});

describe('where a UI run writes', () => {
  it('under the checkout, in .tmp/qa-paths/ (which git ignores), unless a variable says otherwise', () => {
    expect(qaOutputDirs('/repo', {})).toEqual({
      report: '/repo/.tmp/qa-paths/report',
      results: '/repo/.tmp/qa-paths/results',
      dist: '/repo/.tmp/qa-paths/dist',
    });
    expect(qaOutputDirs('/repo', { QA_REPORT_DIR: 'out/report' }).report).toBe('/repo/out/report');
  });
});
