// autocannon runs for the benchmark (tools/bench/bench.ts): throughput, latency at a fixed rate, and
// logins beside a public GET.
import { spawn } from 'node:child_process';
import http from 'node:http';
import autocannon from 'autocannon';
import { percentile } from './figures';
import { freePort, root, spawnGroup, stopGroup } from './portal';

export interface LoadResult {
  /** 2xx answers per second. */
  okPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx (e.g. 503 shed or refused), and socket errors and timeouts. */
  non2xx: number;
  errors: number;
}

export type BenchRequest = autocannon.Request;

interface LoadOptions {
  base: string;
  requests: BenchRequest[];
  seconds: number;
  connections: number;
  /** Requests per second over all connections (autocannon `overallRate`); unset = as fast as it goes. */
  rate?: number;
}

export async function load({ base, requests, seconds, connections, rate }: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: base,
    requests,
    duration: seconds,
    connections,
    ...(rate ? { overallRate: rate } : {}),
    timeout: 30,
  });
  return {
    // Over the time it really took (autocannon's duration is in seconds).
    okPerSecond: (result.requests.total - result.non2xx) / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Max throughput of one GET (fixed connections, as fast as the server answers). */
export function throughput(base: string, path: string, seconds: number, connections: number): Promise<LoadResult> {
  return load({ base, requests: [{ method: 'GET', path }], seconds, connections });
}

/** The bare Fastify route (tools/bench/bare-fastify.ts) in a process of its own. */
/** Starts the bare route; `answersFile` maps paths to the JSON to answer them with (bare-fastify.ts). */
export async function startBareFastify(answersFile: string): Promise<{ base: string; path: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawnGroup(process.execPath, ['--import', 'tsx', 'tools/bench/bare-fastify.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BARE_ANSWERS: answersFile },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the bare Fastify route exited');
    if (
      await fetch(`${base}/bare`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('the bare Fastify route did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { base, path: '/bare', stop: () => stopGroup(child) };
}

export interface Member {
  mail: string;
  pass: string;
}

export interface PacedResult {
  /** Answers per second that were 2xx. */
  okPerSecond: number;
  p50: number;
  p99: number;
  /** Answers by status code (0: no answer). */
  statuses: Record<number, number>;
  /** Each call's send and end (index = the `i` given to `send`), in ms on CLOCK_MONOTONIC (`monotonicMs`). */
  timings: { sentMs: number; endMs: number }[];
}

/** Milliseconds on CLOCK_MONOTONIC, which every process on the machine shares (the portal's too). */
export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/**
 * Open-loop load: `send` is called every 1000/rate ms for `seconds`, whether or not earlier calls
 * have answered (a fixed arrival rate, unlike autocannon's per-second bursts), and every call's
 * latency counts.
 */
export async function paced(rate: number, seconds: number, send: (i: number) => Promise<number>): Promise<PacedResult> {
  const latencies: number[] = [];
  const timings: PacedResult['timings'] = [];
  const statuses: Record<number, number> = {};
  const calls: Promise<void>[] = [];
  const start = performance.now();
  const total = Math.round(rate * seconds);
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentMs = monotonicMs();
    const answered = (status: number) => {
      const endMs = monotonicMs();
      latencies.push(endMs - sentMs);
      timings[i] = { sentMs, endMs };
      statuses[status] = (statuses[status] ?? 0) + 1;
    };
    calls.push(send(i).then(answered, () => answered(0)));
  }
  await Promise.all(calls);
  const ok = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
    .reduce((sum, [, count]) => sum + count, 0);
  return { okPerSecond: ok / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), statuses, timings };
}

/**
 * Connections kept open between the paced calls, as a browser keeps them. Plain node:http rather
 * than fetch: the client shares the machine's cores with the portal, and fetch costs it several
 * times more CPU per call.
 */
const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One call over HTTP with the body read to its end; resolves with the status. */
export function call(
  url: string,
  { method = 'GET', json, headers = {} }: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<number> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent: keptAlive,
        headers:
          body === undefined
            ? headers
            : { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        response.on('error', reject);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** One login over HTTP; resolves with the status. */
export function logIn(base: string, member: Member): Promise<number> {
  return call(`${base}/user/login?_format=json`, { method: 'POST', json: { name: member.mail, pass: member.pass } });
}

/**
 * Runs `measure` while another process spins one core at the lowest priority (nice 19, as the
 * portal's hashing threads run): what the machine alone does to a latency, with no request in it.
 */
export async function withBusyLoop<T>(measure: () => Promise<T>): Promise<T> {
  const loop = spawn(process.execPath, ['-e', "require('node:os').setPriority(19); for (;;) {}"], { stdio: 'ignore' });
  try {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return await measure();
  } finally {
    const exited = new Promise((resolve) => loop.once('exit', resolve));
    loop.kill();
    await exited;
  }
}
