// Does a wrong password for an existing account answer in the same time as an unknown email?
// (docs/security.md, "Login timing"; issue 40 found it 1–4 ms slower, which tells accounts apart.)
// Interleaved samples, in random order within each round, on /user/login (a member, and an account
// not yet activated) and /api/editor/login (an editor), each against unknown emails; a two-sided
// Mann-Whitney U test (normal approximation, ties corrected) per pair. A tool, not a test.
//
//   npx tsx tools/bench/login-timing.ts [samples per pair] [--postgres] [--history]
//     samples: default 300; --postgres: BENCH_POSTGRES_ADMIN_URL's server (a fresh database)
//     --history: append the figures to docs/bench/history.jsonl
//
// The portal as `npm start` composes it, in this process, timed over a real socket on loopback by a
// client on a thread of its own (login-timing-client.ts; HTTP keep-alive, one request at a time),
// as a remote client would see it; the jobs queued by an answer (the sign-in history row
// of a refused login) are drained between two samples, outside the timed part, as they would
// finish between two real requests.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { readConfig } from '../../server/config';
import { seedIfEmpty } from '../../server/content/seed-content';
import { EDITOR_ROLE, users } from '../../server/db/schema';
import { openRuntime } from '../../server/runtime';
import type { Figure } from './figures';
import { median } from './figures';
import { appendHistory, gitCommit, historyLine, thisMachine } from './history';
import { root, withPostgres } from './portal';
import { mannWhitney } from './mann-whitney';

const args = process.argv.slice(2);
const samples = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 300);
const onPostgres = args.includes('--postgres');
const writeHistory = args.includes('--history');
const PASSWORD = 'Lens-Quartz-42';
const WRONG = 'Wrong-Quartz-42';

interface Pair {
  label: string;
  url: string;
  body: (mail: string) => Record<string, string>;
  known: string;
}

async function measure(databaseUrl: string): Promise<Figure[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'source-bench-login-timing-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // Every call comes from 127.0.0.1 and fails: the failed-login limits are not what is measured.
    FLOOD_LIMIT_MULTIPLIER: '1000000',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    HCAPTCHA_SITEKEY: '',
    HCAPTCHA_SECRET: '',
  });
  const runtime = await openRuntime(config, () => {});
  const engine = databaseUrl ? 'postgres' : 'pglite';
  try {
    await seedIfEmpty(runtime.deps.db, config.contentDir);
    const passHash = await hashPassword(PASSWORD);
    const account = (mail: string, extra: Partial<typeof users.$inferInsert>) => ({
      mail,
      passHash,
      status: 'active' as const,
      userType: '1' as const,
      firstName: 'Timing',
      lastName: 'Bench',
      activatedAt: new Date(),
      ...extra,
    });
    await runtime.deps.db
      .insert(users)
      .values([
        account('timing.member@example.com', {}),
        account('timing.pending@example.com', { status: 'blocked', activatedAt: null }),
        account('timing.editor@example.com', { userType: null, roles: ['authenticated', EDITOR_ROLE] }),
      ]);
    const app = await buildApp({ deps: runtime.deps });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const memberLogin = (mail: string) => ({ name: mail, pass: WRONG });
    const pairs: Pair[] = [
      { label: 'member', url: '/user/login?_format=json', body: memberLogin, known: 'timing.member@example.com' },
      { label: 'not activated', url: '/user/login?_format=json', body: memberLogin, known: 'timing.pending@example.com' },
      {
        label: 'editor',
        url: '/api/editor/login',
        body: (mail) => ({ email: mail, password: WRONG }),
        known: 'timing.editor@example.com',
      },
    ];
    const client = timingClient(base);
    const time = async (url: string, body: Record<string, string>) => {
      const { ms, status } = await client.post(url, body);
      if (status !== 400) throw new Error(`${url}: unexpected ${status}`);
      await runtime.deps.jobs.drain();
      return ms;
    };
    // Warm-up: the routes' validators compile on first use, the hashing threads start.
    for (const pair of pairs)
      for (let i = 0; i < 10; i += 1) await time(pair.url, pair.body(i % 2 ? pair.known : `warm.${i}@example.com`));
    const times = pairs.map(() => ({ known: [] as number[], unknown: [] as number[] }));
    for (let round = 0; round < samples; round += 1) {
      const order = pairs.flatMap((_, index) => [
        { index, kind: 'known' as const },
        { index, kind: 'unknown' as const },
      ]);
      order.sort(() => Math.random() - 0.5);
      for (const { index, kind } of order) {
        const pair = pairs[index]!;
        const mail = kind === 'known' ? pair.known : `nobody.${round}.${index}@example.com`;
        times[index]![kind].push(await time(pair.url, pair.body(mail)));
      }
    }
    await client.close();
    await app.close();
    return pairs.map((pair, index) => {
      const { known, unknown } = times[index]!;
      const { p } = mannWhitney(known, unknown);
      const difference = median(known) - median(unknown);
      const line = `${engine} ${pair.label}: median known ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms, difference ${difference.toFixed(2)} ms, Mann-Whitney p = ${p.toPrecision(2)} (${samples} each)`;
      console.log(line);
      return {
        label: `login timing, wrong password: ${pair.label} vs unknown email, Mann-Whitney p`,
        engine,
        value: Number(p.toFixed(4)),
        unit: 'x',
        target: { op: '>=', value: 0.01 },
        note: `median ${median(known).toFixed(2)} vs ${median(unknown).toFixed(2)} ms, ${samples} interleaved samples each`,
      } satisfies Figure;
    });
  } finally {
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

/** The client thread (login-timing-client.ts); tsx's loader is registered per thread. */
function timingClient(base: string) {
  const file = new URL('./login-timing-client.ts', import.meta.url).href;
  const start = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file)}); })`;
  const worker = new Worker(start, { eval: true, workerData: { base } });
  return {
    post: (url: string, body: Record<string, string>) =>
      new Promise<{ ms: number; status: number }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage({ url, body });
      }),
    close: () => worker.terminate(),
  };
}

const started = Date.now();
const adminUrl = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const figures = onPostgres ? await withPostgres(adminUrl, (url) => measure(url)) : await measure('');
if (writeHistory) {
  const commit = gitCommit(root);
  appendHistory(
    path.join(root, 'docs', 'bench', 'history.jsonl'),
    historyLine({
      time: new Date(),
      source: 'tools/bench/login-timing.ts',
      commit,
      machine: thisMachine(),
      flags: { samples: String(samples), postgres: onPostgres },
      engines: [onPostgres ? 'postgres' : 'pglite'],
      seconds: Math.round((Date.now() - started) / 1000),
      figures,
    }),
  );
}
// The hashing threads keep the process alive once everything is closed.
process.exit();
