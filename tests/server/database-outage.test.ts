import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/config';
import { closedPort } from './support/cli';
import { signUpProfessionalOverHttp } from '../../tools/shared/http-member';
import { startOwnPostgres, type OwnPostgres } from './support/own-postgres';

/**
 * Issue 9 §1-2: the portal in PostgreSQL mode, as `npm start` runs it, with the database stopped
 * under it and started again. Runs against a cluster of its own, never the machine's shared one.
 */
describe('database outage (PostgreSQL mode, real server process)', () => {
  let postgres: OwnPostgres;
  let server: ChildProcess;
  let base: string;
  let dataDir: string;
  let exitCode: number | null = null;
  const log: string[] = [];

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'source-outage-'));
    const port = await closedPort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      cwd: repoRoot,
      // Event-loop shedding off: on a busy test machine it could shed the calls this test checks.
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        NODE_ENV: 'test',
        MAX_EVENT_LOOP_DELAY_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    server.on('exit', (code) => (exitCode = code ?? -1));
    await waitFor(async () => (await fetch(`${base}/viewapi/banner-list`)).status === 200, 90_000);
  }, 120_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await postgres?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('stays up, answers 503 with Retry-After while the database is away, and recovers by itself', async () => {
    const token = await signUpProfessionalOverHttp(base, dataDir);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    await postgres.stop();

    // Public content already read is still served from the process; anything else needs the database.
    expect((await fetch(`${base}/viewapi/banner-list`)).status, log.join('')).toBe(200);
    const tags = await fetch(`${base}/uiapi/tags`);
    expect(tags.status, log.join('')).toBe(503);
    expect(tags.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await tags.json()).toEqual({ message: expect.stringMatching(/try again/i) });

    // A database blip must not sign members out: bearer authentication answers 503, not 401.
    const notifications = await fetch(`${base}/jsonapi/message/notification`, { headers: { Authorization: `Bearer ${token}` } });
    expect(notifications.status).toBe(503);

    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    expect((await fetch(`${base}/config.json`)).status).toBe(200);
    expect(exitCode, log.join('')).toBeNull();

    await postgres.start();
    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200, 30_000);
    expect((await fetch(`${base}/viewapi/banner-list`)).status).toBe(200);
    const again = await fetch(`${base}/jsonapi/message/notification`, { headers: { Authorization: `Bearer ${token}` } });
    expect(again.status).toBe(200);
    expect(exitCode).toBeNull();
  }, 120_000);

  it('started while the database is down, waits for it (logging each retry) and then serves', async () => {
    await postgres.stop();
    const lateDataDir = await mkdtemp(path.join(os.tmpdir(), 'source-outage-late-'));
    const port = await closedPort();
    const lateLog: string[] = [];
    let lateExit: number | null = null;
    const late = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: lateDataDir,
        DATABASE_URL: postgres.url,
        NODE_ENV: 'test',
        MAX_EVENT_LOOP_DELAY_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    late.stdout!.on('data', (chunk: Buffer) => lateLog.push(chunk.toString()));
    late.stderr!.on('data', (chunk: Buffer) => lateLog.push(chunk.toString()));
    late.on('exit', (code) => (lateExit = code ?? -1));
    try {
      await waitFor(async () => /database not reachable .*retrying in \d+ s/.test(lateLog.join('')), 30_000);
      expect(lateExit, lateLog.join('')).toBeNull();
      await postgres.start();
      await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200, 45_000);
      expect((await fetch(`http://127.0.0.1:${port}/viewapi/banner-list`)).status).toBe(200);
    } finally {
      late.kill('SIGKILL');
      await rm(lateDataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not listening yet, or the request failed: try again
    }
    if (Date.now() > deadline) throw new Error(`not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
