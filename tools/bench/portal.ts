// Starting and stopping portal processes for the benchmarks (tools/bench/bench.ts,
// tools/bench/ceiling.ts): a free port, a fresh data folder, a fresh PostgreSQL database.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { nodeProcessAtOrBelow } from './sched-stats';

export const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * How the portal runs: `npm start`'s command on the compiled server ('compiled'), the whole
 * `npm start` (npm itself and prestart included: 'npm-start'), or the sources under tsx ('source').
 */
export type PortalCommand = 'compiled' | 'npm-start' | 'source';

/** The shell command `npm start` runs (package.json `scripts.start`), e.g. `NODE_ENV=… node build/server/server.js`. */
export function startScript(): string {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  if (!scripts.start) throw new Error('package.json has no start script');
  return scripts.start;
}

/** True when `npm run build` has written what `npm start` runs (the SPA and the compiled server). */
export function isBuilt(): boolean {
  return existsSync(path.join(root, 'dist', 'index.html')) && existsSync(path.join(root, 'build', 'server', 'server.js'));
}

/**
 * A port nobody listens on. BENCH_PORTS=8600-8699 picks from that range (a shared machine where
 * each user keeps to a range); otherwise the system picks one.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  const candidates = range ? shuffled(Number(range[1]), Number(range[2])) : [0];
  for (const candidate of candidates) {
    const server = createServer();
    const port = await new Promise<number | null>((resolve) => {
      server.once('error', () => resolve(null));
      server.listen(candidate, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
    if (port === null) continue;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

function shuffled(from: number, to: number): number[] {
  const ports = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  for (let i = ports.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [ports[i], ports[j]] = [ports[j]!, ports[i]!];
  }
  return ports;
}

/** Every process started here and still running, for stopAll (the groups are detached: Ctrl-C does not reach them). */
const running = new Set<ChildProcess>();

/** Stops every process started here (on Ctrl-C or a failure). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopGroup(child)));
}

/** Spawns `file` in a process group of its own, tracked for stopAll. */
export function spawnGroup(file: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = spawn(file, args, { ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export interface Portal {
  base: string;
  dataDir: string;
  /** Milliseconds from spawning the process to the first 200 from /readyz. */
  readyAfterMs: number;
  /** The portal's node process (below the shell of `npm start`'s command), where it can be found. */
  nodePid: number | undefined;
  /** Stops the process (SIGTERM to its process group) and waits for it to exit. */
  stop: () => Promise<void>;
}

export interface StartPortalOptions {
  command: PortalCommand;
  /** Added to the environment (DATABASE_URL, limits…); PORT, HOST and DATA_DIR are set here. */
  env?: Record<string, string>;
  /** An existing data folder to start on; by default a fresh one, removed on stop. */
  dataDir?: string;
  /** Where the portal's output goes (default: its errors to ours, the rest dropped). */
  stdio?: 'inherit' | 'ignore-output';
  readyTimeoutMs?: number;
}

/** Starts a portal on loopback and resolves once /readyz answers 200. */
export async function startPortal(options: StartPortalOptions): Promise<Portal> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'source-bench-')));
  const port = await freePort();
  const env = { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  const started = performance.now();
  // Its own process group, so stopping it also stops what the shell of `npm start`'s command runs.
  const [file, args] = {
    compiled: ['sh', ['-c', startScript()]] as const,
    'npm-start': ['npm', ['start', '--silent']] as const,
    source: [process.execPath, ['--import', 'tsx', 'server/server.ts']] as const,
  }[options.command];
  const child = spawnGroup(file, args, { cwd: root, env, stdio: stdioFor(options.stdio) });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopGroup(child);
    if (ownDataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    await waitReady(base, child, options.readyTimeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const readyAfterMs = performance.now() - started;
  return { base, dataDir, readyAfterMs, nodePid: nodeProcessAtOrBelow(child.pid!), stop };
}

function stdioFor(stdio: StartPortalOptions['stdio']): ('ignore' | 'inherit')[] {
  return stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'ignore', 'inherit'];
}

/** Polls /readyz every 10 ms until it answers 200 (the process exiting first is an error). */
export async function waitReady(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the portal exited (${child.exitCode ?? child.signalCode}) before answering /readyz`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the portal did not become ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * SIGTERM to the child's process group, SIGKILL after 15 s; resolves when every process of the
 * group has exited. The child may be the shell of `npm start`'s command, which dies at once while
 * the portal under it still closes gracefully (and holds the PGlite data folder until it is done).
 */
export async function stopGroup(child: ChildProcess): Promise<void> {
  const group = -child.pid!;
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(group, name);
      return true;
    } catch {
      return false; // no process left in the group
    }
  };
  if (!signal('SIGTERM')) return;
  const deadline = Date.now() + 15_000;
  while (signal(0)) {
    if (Date.now() > deadline) signal('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Runs `run` with the URL of a fresh PostgreSQL database `<prefix>_<random>` on the server at
 * `adminUrl`, dropped afterwards (the server keeps running). The benchmarks and the fuzz use it.
 */
export async function withPostgres<T>(adminUrl: string, run: (url: string) => Promise<T>, prefix = 'source_bench'): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** True when a PostgreSQL answers at the admin URL (used to decide whether to bench it too). */
export async function postgresAnswers(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A busy machine may shed a call (503): try again a few times. */
export async function retried<T>(attempt: () => Promise<T>, tries = 5): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}
