import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/config';
import { closedPort } from './support/cli';

const run = promisify(execFile);

/**
 * `npm start` runs the server compiled by `npm run build` (scripts/build-server.mjs) from
 * build/server/: everything it reads at run time (the migrations, openapi.yaml, content/) must
 * be found from there too. Built into a folder of its own inside the checkout, PGlite.
 */
describe('the compiled server and CLI', () => {
  let outDir: string;
  let dataDir: string;
  let server: ChildProcess;
  let base: string;
  const log: string[] = [];

  beforeAll(async () => {
    await mkdir(path.join(repoRoot, '.tmp'), { recursive: true });
    outDir = await mkdtemp(path.join(repoRoot, '.tmp', 'compiled-server-'));
    await run(process.execPath, ['scripts/build-server.mjs', '--outdir', path.relative(repoRoot, outDir)], { cwd: repoRoot });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'source-compiled-'));
    const port = await closedPort();
    base = `http://127.0.0.1:${port}`;
    // Started from another folder: nothing may depend on the working directory.
    server = spawn(process.execPath, [path.join(outDir, 'server.js')], {
      cwd: os.tmpdir(),
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'production',
        MAX_EVENT_LOOP_DELAY_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the compiled server exited: ${log.join('')}`);
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`the compiled server did not become ready: ${log.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      // The server exits within its own shutdown deadline (15 s); a stuck one is killed, and its log shown.
      const stuck = setTimeout(() => {
        console.error(`the compiled server did not exit after SIGTERM:\n${log.join('')}`);
        server.kill('SIGKILL');
      }, 30_000);
      await exited;
      clearTimeout(stuck);
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (outDir) await rm(outDir, { recursive: true, force: true });
  }, 60_000);

  it('finds the migrations (ready) and the demo content (seeded an empty database)', async () => {
    const resources = (await (await fetch(`${base}/jsonapi/resource`)).json()) as { title: string }[];
    expect(resources.length).toBeGreaterThan(0);
    const media = await fetch(`${base}${new URL((resources[0] as unknown as { icon: string }).icon, base).pathname}`);
    expect(media.status).toBe(200);
  });

  it('serves the contract read from openapi.yaml: validation and the declared media types', async () => {
    const wrongType = await fetch(`${base}/user/login?_format=json`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(wrongType.status).toBe(415);
    const invalid = await fetch(`${base}/jsonapi/resource/detail?alias=not-a-path`);
    expect(invalid.status).toBe(400);
    // The contract's security requirements: a member call without a session.
    const signedOut = await fetch(`${base}/jsonapi/message/notification`);
    expect(signedOut.status).toBe(401);
  });

  /** The packages the compiled server imports as it loads (`import … from "…"`; not `import()` or a later require). */
  async function importedAtStart(): Promise<Set<string>> {
    const imported = new Set<string>();
    for (const file of await readdir(outDir, { recursive: true })) {
      if (!file.endsWith('.js')) continue;
      const code = await readFile(path.join(outDir, file), 'utf8');
      for (const match of code.matchAll(/from\s*"([^".][^"]*)"/g)) imported.add(match[1]!);
    }
    return imported;
  }

  it('carries the routes made from the contract at build time: nothing validates or parses it at start-up', async () => {
    const imported = await importedAtStart();
    expect(imported).toContain('fastify');
    expect(imported).not.toContain('fastify-openapi-glue');
    expect(imported).not.toContain('@seriousme/openapi-schema-validator');
    expect(imported).not.toContain('yaml');
  });

  it('loads the packages no first request needs when they are first used (the start loads fewer modules)', async () => {
    const imported = await importedAtStart();
    for (const later of [
      'nodemailer',
      'sharp',
      'sanitize-html',
      'ua-parser-js',
      '@zxcvbn-ts/language-common',
      'i18n-iso-countries',
    ]) {
      expect(imported).not.toContain(later);
    }
    expect(imported).toContain('i18n-iso-countries/index.js'); // the library without its 80 languages
  });

  it('runs the compiled editor CLI against the running server', async () => {
    const env = { ...process.env, PORT: base.split(':').at(-1)!, DATA_DIR: dataDir, DATABASE_URL: '' };
    const help = await run(process.execPath, [path.join(outDir, 'cli.js'), '--help'], { cwd: os.tmpdir(), env });
    expect(help.stdout).toMatch(/approvals/);
    expect(help.stdout).toMatch(/seed/);
    const approvals = await run(process.execPath, [path.join(outDir, 'cli.js'), 'approvals'], { cwd: os.tmpdir(), env });
    expect(approvals.stdout + approvals.stderr).not.toMatch(/error/i);
  });

  it('exits with a message and no stack when its database cannot open', async () => {
    const badDir = await mkdtemp(path.join(os.tmpdir(), 'source-compiled-bad-'));
    try {
      // A PostgreSQL data folder of a version PGlite cannot open.
      await mkdir(path.join(badDir, 'db'));
      await writeFile(path.join(badDir, 'db', 'PG_VERSION'), '99\n');
      const env = {
        ...process.env,
        PORT: String(await closedPort()),
        DATA_DIR: badDir,
        DATABASE_URL: '',
        NODE_ENV: 'production',
      };
      const failure = (await run(process.execPath, [path.join(outDir, 'server.js')], {
        cwd: os.tmpdir(),
        env,
        timeout: 60_000,
      }).then(
        () => new Error('the server started'),
        (error: unknown) => error,
      )) as { code?: number; stderr?: string };
      expect(failure.code).toBe(1);
      expect(failure.stderr).toMatch(/^the Source cannot start: PGlite failed to initialize properly$/m);
      expect(failure.stderr).not.toMatch(/^\s+at /m);
    } finally {
      await rm(badDir, { recursive: true, force: true });
    }
  }, 90_000);
});
