import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../../server/config';
import { closedPort } from './cli';
import { readOutbox } from './file-outbox';

export { freshPostgresDatabase } from './postgres-database';

/** A real portal process (`server/server.ts` under tsx), on a port and a data folder of its own. */
export interface ServerProcess {
  name: string;
  /** `http://127.0.0.1:<port>` */
  base: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr. */
  log: string[];
  /** Whether it has exited. */
  exited: () => boolean;
  /** SIGTERM (a graceful close), SIGKILL if it is still there after `graceMs`. */
  stop: (graceMs?: number) => Promise<void>;
  /** `kill -9`: no graceful close at all. */
  kill: () => Promise<void>;
}

interface StartOptions {
  name: string;
  /** Variables on top of the test's environment (DATABASE_URL above all). */
  env: Record<string, string>;
  /** Files to write into the data folder before the start (e.g. a shared `secrets.json`). */
  dataFiles?: Record<string, string>;
  /** A data folder to reuse (a restart) instead of a fresh one. */
  dataDir?: string;
  /** A command the process runs under, e.g. `['unshare', '--pid', '--fork', …]` for a pid of its own. */
  wrapper?: string[];
}

/** Children still running; killed if the test runner exits without stopping them (a crash, a timeout). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts a portal process from the sources (`node --import tsx server/server.ts`, as `npm start`
 * runs the compiled one) with a fresh data folder and a free port; resolves once it listens
 * (`/healthz`), without waiting for readiness (see waitUntilReady). Mail goes to its file outbox,
 * `<dataDir>/mail/`.
 */
export async function startServerProcess({
  name,
  env,
  dataFiles = {},
  dataDir: reused,
  wrapper = [],
}: StartOptions): Promise<ServerProcess> {
  const dataDir = reused ?? (await mkdtemp(path.join(os.tmpdir(), `source-${name}-`)));
  for (const [file, text] of Object.entries(dataFiles)) await writeFile(path.join(dataDir, file), text, { mode: 0o600 });
  const port = await closedPort();
  const base = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const command = [...wrapper, process.execPath, '--import', 'tsx', 'server/server.ts'];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      SMTP_URL: '',
      HCAPTCHA_SITEKEY: '',
      HCAPTCHA_SECRET: '',
      NODE_ENV: 'test',
      // On a busy test machine event-loop shedding could refuse the very calls a test makes.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let exitCode: number | null = null;
  child.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      exitCode = code ?? (signal ? -1 : 0);
      resolve();
    }),
  );
  const exited = () => exitCode !== null;
  const signal = async (name: NodeJS.Signals, graceMs: number) => {
    if (exited()) return;
    child.kill(name);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exit;
    clearTimeout(timer);
  };
  const server: ServerProcess = {
    name,
    base,
    dataDir,
    child,
    log,
    exited,
    stop: (graceMs = 20_000) => signal('SIGTERM', graceMs),
    kill: () => signal('SIGKILL', 0),
  };
  await waitFor(server, '/healthz', 90_000);
  return server;
}

/** Waits until `/readyz` answers 200 (the database answers and has every migration). */
export const waitUntilReady = (server: ServerProcess, timeoutMs = 60_000) => waitFor(server, '/readyz', timeoutMs);

async function waitFor(server: ServerProcess, probe: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exited()) throw new Error(`${server.name} exited:\n${server.log.join('')}`);
    const ok = await fetch(`${server.base}${probe}`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${server.name}: ${probe} not 200 after ${timeoutMs} ms:\n${server.log.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops every process (SIGKILL for those still running after the grace period) and removes their data folders. */
export async function stopServerProcesses(servers: (ServerProcess | undefined)[], graceMs = 10_000): Promise<void> {
  await Promise.all(
    servers.map(async (server) => {
      if (!server) return;
      await server.stop(graceMs).catch(() => server.child.kill('SIGKILL'));
      await rm(server.dataDir, { recursive: true, force: true });
    }),
  );
}

/** The first link matching `pattern` in a mail to `to` in a process's file outbox (`<dataDir>/mail/*.eml`). */
export async function linkFromOutbox(dataDir: string, to: string, pattern: RegExp): Promise<string> {
  const outbox = path.join(dataDir, 'mail');
  for (const mail of await readOutbox(outbox)) {
    // Quoted-printable: `=3D` undone too.
    const text = mail.text.replace(/=3D/g, '=');
    if (!text.includes(to)) continue;
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  throw new Error(`no mail to ${to} with ${pattern} in ${outbox}`);
}
