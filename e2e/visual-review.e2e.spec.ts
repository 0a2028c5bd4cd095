// The designers' review tool end to end, in a throw-away copy of the repository (its baselines are
// written for real): a theme change there, `visual:review --no-open` limited to two snapshots, one
// approved with the keyboard and one rejected with the mouse (both recorded in the approval
// ledger), then `visual:check` in the copy, where the rejected image is still listed as rejected.
// It does not use the e2e portal: the copy's visual run starts its own on a free port.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { VisualReviewPage } from './pages/visual-review.page';

const repo = path.resolve(import.meta.dirname, '..');
/** What a visual run needs; node_modules is linked, not copied. */
const copiedFolders = ['src', 'machines', 'public', 'server', 'content', 'e2e', 'scripts', 'tools', 'visual-baselines'];
const copiedFiles = ['openapi.yaml', 'package.json', 'package-lock.json', 'index.html', 'tsconfig.json', 'vite.config.ts'];
const copiedConfigs = ['playwright.config.ts', 'postcss.config.cjs'];
const limit = ['--project=visual-desktop', '--grep', 'guest home|not-found page'];
const approved = 'visual-baselines/content.visual.spec.ts/home-guest-visual-desktop.png';
const rejected = 'visual-baselines/content.visual.spec.ts/not-found-visual-desktop.png';
const ledger = 'visual-baselines/approvals.jsonl';

function copyRepository(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'visual-review-e2e-'));
  for (const entry of [...copiedFolders, ...copiedFiles, ...copiedConfigs])
    cpSync(path.join(repo, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'));
  const theme = path.join(copy, 'src', 'app', 'theme.ts');
  // Every shade of the brand colour turns raspberry: banners, buttons and links all change.
  const source = readFileSync(theme, 'utf8');
  const recoloured = source.replace(/'#[0-9a-f]{6}'/gi, "'#c2255c'");
  expect(recoloured, 'theme.ts still defines its colours as hex strings').not.toBe(source);
  writeFileSync(theme, recoloured);
  mkdirSync(path.join(copy, '.tmp'), { recursive: true });
  return copy;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The environment of a run in the copy: its own ports and build, nothing of this Playwright worker or npm script. */
async function copyEnv(): Promise<NodeJS.ProcessEnv> {
  const inherited = /^(TEST_|PW_|PLAYWRIGHT_|npm_package_|npm_lifecycle_|npm_config_local_prefix$|DIST_DIR$)/;
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !inherited.test(name)));
  return { ...env, E2E_PORT: String(await freePort()), REVIEW_PORT: String(await freePort()), FORCE_COLOR: '0' };
}

interface CopyRun {
  output(): string;
  /** Resolves with the exit code (null when ended by a signal) once the run and its output are done. */
  closed: Promise<number | null>;
  isRunning(): boolean;
  /** Ends the run's process group with SIGTERM (SIGKILL after 10 s) and waits for it. */
  stop(): Promise<void>;
}

/** Every run this spec started, stopped after each test. */
const started: CopyRun[] = [];

function npmRun(copy: string, env: NodeJS.ProcessEnv, script: string, args: string[]): CopyRun {
  let output = '';
  let isRunning = true;
  // Its own process group, so that stopping it reaches npm, the shell, tsx and node alike.
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: copy,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const closed = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      isRunning = false;
      resolve(code);
    }),
  );
  const signal = (name: NodeJS.Signals) => {
    if (isRunning) process.kill(-child.pid!, name);
  };
  const run: CopyRun = {
    output: () => output,
    closed,
    isRunning: () => isRunning,
    async stop() {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await closed;
      clearTimeout(timer);
    },
  };
  started.push(run);
  return run;
}

/** The URL `visual:review` prints once its page is served; fails with the output if it ends first. */
async function reviewUrl(run: CopyRun): Promise<string> {
  const found = () => /Review page: (\S+)/.exec(run.output())?.[1];
  while (!found()) {
    if (!run.isRunning()) throw new Error(`visual:review ended before serving the page:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return found()!;
}

test.describe('visual review', () => {
  let copy = '';

  test.afterEach(async () => {
    await Promise.all(started.splice(0).map((run) => run.stop()));
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test('approve rewrites a baseline, reject keeps one that visual:check keeps failing on', async ({ page }) => {
    test.setTimeout(360_000);
    copy = copyRepository();
    const original = (file: string) => readFileSync(path.join(repo, file));
    const inCopy = (file: string) => readFileSync(path.join(copy, file));
    const env = await copyEnv();

    const run = npmRun(copy, env, 'visual:review', ['--no-open', ...limit]);
    const url = await reviewUrl(run);

    const reviewPage = new VisualReviewPage(page);
    await reviewPage.goto(url);
    await reviewPage.seeCounts('2 changed');
    await reviewPage.enterName('Eva Designer');
    await reviewPage.seeCurrent('home-guest.png', 'visual-desktop');
    await reviewPage.clickView('home-guest.png', 'visual-desktop', 'Overlay');
    await expect(page.getByRole('slider', { name: 'Overlay line position for home-guest.png (visual-desktop)' })).toBeVisible();
    await reviewPage.pressKey('a');
    await reviewPage.seeDecision('home-guest.png', 'visual-desktop', 'approved');
    await reviewPage.seeCurrent('not-found.png', 'visual-desktop');
    await reviewPage.clickReject('not-found.png', 'visual-desktop');
    await reviewPage.seeDecision('not-found.png', 'visual-desktop', 'rejected');
    await reviewPage.seeSummary('Approved 1 · Rejected 1 · Left 0');
    await reviewPage.seeGitAdd(`git add -A -- ${approved} ${ledger}`);

    expect(inCopy(approved).equals(original(approved)), 'the approved baseline is the new image').toBe(false);
    expect(inCopy(rejected).equals(original(rejected)), 'the rejected baseline is untouched').toBe(true);
    const records = readFileSync(path.join(copy, ledger), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { image: string; baseline: string; decision: string; by: string });
    expect(records.map(({ baseline, decision, by }) => ({ baseline, decision, by }))).toEqual([
      { baseline: approved, decision: 'approved', by: 'Eva Designer' },
      { baseline: rejected, decision: 'rejected', by: 'Eva Designer' },
    ]);
    // Keyed by the image's content: the approved record names the bytes now in the baseline.
    expect(records[0]!.image).toBe(createHash('sha256').update(inCopy(approved)).digest('hex'));

    await run.stop();
    expect(run.output()).toContain('Approved 1, rejected 1, left 0.');

    const check = npmRun(copy, env, 'visual:check', limit);
    expect(await check.closed, check.output()).toBe(1);
    const report = check.output().slice(check.output().indexOf('Visual check'));
    // The rejected image is the same again: still rejected ("stale"), until the code changes.
    expect(report).toContain(`${rejected}`);
    expect(report).toContain('[rejected before]');
    expect(report).not.toContain(approved);
    expect(report.trim().split('\n').at(-1)).toBe(
      'visual:check FAILED: 0 changed, 0 new, 0 removed, 1 stale (rejected, unchanged since), 0 other failures',
    );
  });
});
