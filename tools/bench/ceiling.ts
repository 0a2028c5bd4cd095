// Measures the request ceiling of the portal on embedded PGlite and, when an admin URL is given,
// on PostgreSQL: starts `server/server.ts` (under tsx) on loopback with a fresh data folder (and a fresh
// PostgreSQL database, dropped afterwards), then drives the public API with autocannon at rising
// concurrency. Bounded in time: STEP_SECONDS per step (default 5), four steps per workload and engine.
//
//   npx tsx tools/bench/ceiling.ts                     PGlite only
//   BENCH_POSTGRES_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx tools/bench/ceiling.ts
//   BENCH_UNBOUNDED=1 ...                              without timeouts and load shedding, for comparison
//   BENCH_CONNECTIONS=1,10,50,200 STEP_SECONDS=5        the steps (defaults shown)
//   BENCH_MEMBERS=10                                   members the member workload spreads over
//
// Two workloads: "public" (three read calls of the home page) and "member" (two signed-in calls;
// each also refreshes the session row, i.e. one write per call).
import os from 'node:os';
import autocannon from 'autocannon';
import { signUpProfessionalOverHttp } from '../shared/http-member';
import { retried, startPortal as startBenchPortal, withPostgres } from './portal';

const stepSeconds = Number(process.env.STEP_SECONDS ?? 5);
const steps = (process.env.BENCH_CONNECTIONS ?? '1,10,50,200').split(',').map(Number);
const unbounded = process.env.BENCH_UNBOUNDED === '1';
const publicCalls = [
  { method: 'GET' as const, path: '/viewapi/banner-list' },
  { method: 'GET' as const, path: '/jsonapi/resource/cards' },
  { method: 'GET' as const, path: '/uiapi/tags' },
];
const memberCalls = ['/jsonapi/message/notification', '/viewapi/protected/banner-list'];
/** Signed-in members the member workload spreads over (one would make every call update the same session row). */
const memberCount = Number(process.env.BENCH_MEMBERS ?? 10);

interface Row {
  engine: string;
  workload: string;
  connections: number;
  ok: number;
  shed: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

async function startPortal(env: Record<string, string>) {
  const limits: Record<string, string> = unbounded
    ? { REQUEST_TIMEOUT_MS: '600000', MAX_EVENT_LOOP_DELAY_MS: '0', DB_QUEUE_MAX: '1000000', DB_QUEUE_TIMEOUT_MS: '600000' }
    : {};
  return startBenchPortal({
    command: 'source',
    env: {
      ...limits,
      ...env,
      LOG_LEVEL: 'warn',
      // Every bench member registers and logs in from 127.0.0.1.
      FLOOD_LIMIT_MULTIPLIER: '1000',
    },
  });
}

/** The member calls, each sent with the next member's token in turn. */
function memberRequests(tokens: string[]) {
  let next = 0;
  return memberCalls.map((path) => ({
    method: 'GET' as const,
    path,
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
    }),
  }));
}

async function measure(engine: string, base: string, tokens: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  const workloads = [
    { workload: 'public', requests: publicCalls },
    { workload: 'member', requests: memberRequests(tokens) },
  ];
  for (const { workload, requests } of workloads)
    for (const connections of steps) {
      const result = await autocannon({ url: base, connections, duration: stepSeconds, requests, timeout: 60 });
      const shed = (result.statusCodeStats as Record<string, { count: number }> | undefined)?.['503']?.count ?? 0;
      rows.push({
        engine,
        workload,
        connections,
        ok: Math.round((result.requests.total - result.non2xx) / stepSeconds),
        shed: Math.round(shed / stepSeconds),
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        errors: result.errors + result.timeouts,
      });
    }
  return rows;
}

async function bench(engine: string, env: Record<string, string>): Promise<Row[]> {
  const portal = await startPortal(env);
  try {
    const tokens: string[] = [];
    for (let i = 0; i < memberCount; i += 1)
      tokens.push(await retried(() => signUpProfessionalOverHttp(portal.base, portal.dataDir)));
    return await measure(engine, portal.base, tokens);
  } finally {
    await portal.stop();
  }
}

const rows = await bench('pglite', { DATABASE_URL: '' });
const adminUrl = process.env.BENCH_POSTGRES_ADMIN_URL;
if (adminUrl) rows.push(...(await withPostgres(adminUrl, (url) => bench('postgres', { DATABASE_URL: url }))));

console.log(
  `\n${unbounded ? 'without' : 'with'} timeouts and load shedding, ${stepSeconds} s per step, ${os.cpus().length} cores`,
);
console.log('| engine | workload | connections | 2xx req/s | 503 req/s | p50 ms | p99 ms | max ms | errors |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.engine} | ${r.workload} | ${r.connections} | ${r.ok} | ${r.shed} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} |`,
  );
