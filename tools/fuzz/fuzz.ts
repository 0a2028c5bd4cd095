// The API fuzz (issue 40): starts a portal over a fresh database, sends every operation of
// openapi.yaml valid-looking and mutated requests as every audience, and fails on any 5xx or any
// status the operation does not declare. Usage: tools/fuzz/README.md.
import { appendFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gitCommit, thisMachine } from '../bench/history';
import { startPortal, stopAll, withPostgres, type Portal } from '../bench/portal';
import { declaredResponse } from '../shared/contract-statuses';
import { Audiences } from './audiences';
import { AUDIENCES, casesFor, makeRequest, type Case, type FuzzRequest } from './cases';
import { operations, root, routeOf } from './contract';
import { Random, type Known } from './values';

const USAGE = `Usage: npx tsx tools/fuzz/fuzz.ts [--postgres] [--requests N] [--seed S] [--max-seconds N]
                                 [--history FILE | --no-history] [--verbose]
  --postgres       run on a fresh PostgreSQL database (FUZZ_POSTGRES_ADMIN_URL, default
                   postgres://postgres@127.0.0.1:5432/postgres) instead of PGlite
  --requests N     requests to send (default 15000)
  --seed S         the random seed (default 1); the same seed sends the same requests
  --max-seconds N  stop sending after N seconds (default 1200)
  --history FILE   append the run's line there (default docs/bench/fuzz-history.jsonl)
  --no-history     append no line (a trial run)`;

interface Options {
  postgres: boolean;
  requests: number;
  seed: number;
  maxSeconds: number;
  history: string | null;
  verbose: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    postgres: false,
    requests: 15_000,
    seed: 1,
    maxSeconds: 1200,
    history: path.join(root, 'docs', 'bench', 'fuzz-history.jsonl'),
    verbose: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined || !/^\d+$/.test(next)) throw new Error(`${arg} needs a whole number\n${USAGE}`);
      return Number(next);
    };
    if (arg === '--postgres') options.postgres = true;
    else if (arg === '--requests') options.requests = value();
    else if (arg === '--seed') options.seed = value();
    else if (arg === '--max-seconds') options.maxSeconds = value();
    else if (arg === '--history') options.history = path.resolve(argv[++i] ?? '');
    else if (arg === '--no-history') options.history = null;
    else if (arg === '--verbose') options.verbose = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`unknown argument ${arg}\n${USAGE}`);
  }
  return options;
}

interface Answer {
  status: number;
  body: string;
}

/** Bodies above this are sent in two parts: the first, then the rest only if no answer came (a 413 comes at once). */
const EARLY_ANSWER_BYTES = 1024 * 1024;

/** Sends one request over loopback exactly as given (the path is not normalised), 30 s at most. */
function send(base: URL, agent: http.Agent, request: FuzzRequest): Promise<Answer> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (answer: Answer) => {
      if (done) return;
      done = true;
      resolve(answer);
    };
    const headers = { ...request.headers, ...(request.body ? { 'content-length': String(request.body.length) } : {}) };
    const req = http.request(
      { host: '127.0.0.1', port: base.port, method: request.method, path: request.path, headers, agent, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < 2000) chunks.push(chunk);
          size += chunk.length;
        });
        const answer = () => ({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 300) });
        res.on('end', () => finish(answer()));
        res.on('close', () => finish(answer()));
        res.on('error', () => finish(answer()));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', (error) => finish({ status: 0, body: `request error: ${error.message}` }));
    const body = request.body;
    if (body && body.length > EARLY_ANSWER_BYTES) {
      // A refusal by Content-Length (413) comes before the body is read: wait for it rather than
      // writing into a connection the portal is closing (which the client sees as EPIPE).
      req.write(body.subarray(0, 64 * 1024));
      setTimeout(() => {
        if (!done) req.end(body.subarray(64 * 1024));
      }, 3_000);
    } else req.end(body);
  });
}

/** Operations that may end a session or change who is signed in: the audiences are checked after each. */
const SESSION_CHANGING = new Set([
  'logoutUser',
  'logoutEditor',
  'deleteAccount',
  'endSession',
  'endOtherSessions',
  'updateUser',
  'setEditorMemberBlocked',
  'deleteEditor',
  'createEditorPasswordLink',
  'resetPassword',
  'reportUnknownSignIn',
  'setEditorPassword',
]);

interface Finding {
  operationId: string;
  audience: string;
  kind: string;
  status: number;
  problem: '5xx' | 'undeclared' | 'no answer';
  request: FuzzRequest;
  answer: string;
}

interface Totals {
  requests: number;
  byClass: Record<string, number>;
  unrouted: number;
  findings: Finding[];
  perOperation: Map<string, number>;
}

async function knownIds(portal: Portal, audiences: Audiences): Promise<Known> {
  const get = async (url: string, authorization?: string): Promise<unknown> => {
    const res = await fetch(`${portal.base}${url}`, { headers: authorization ? { authorization } : {} });
    return res.ok ? res.json() : [];
  };
  const first = (list: unknown, key: string): string | undefined => {
    const items = Array.isArray(list)
      ? list
      : ((list as { data?: unknown[]; items?: unknown[] }).data ?? (list as { items?: unknown[] }).items ?? []);
    const value = (items[0] as Record<string, unknown> | undefined)?.[key];
    return value === undefined || value === null ? undefined : String(value);
  };
  const editor = audiences.authorization('editor');
  let emailCounter = 0;
  return {
    get uid() {
      return audiences.sessions.member1!.uid;
    },
    get otherUid() {
      return audiences.sessions.member2!.uid;
    },
    get editorEmail() {
      return audiences.sessions.editor!.mail;
    },
    nid: first(await get('/jsonapi/resource'), 'nid') ?? '1001',
    tid: first(await get('/uiapi/tags'), 'tid') ?? '201',
    professionTid: first(await get('/jsonapi/attribute/profession'), 'tid') ?? '11',
    uuid: first(await get('/viewapi/banner-list'), 'uuid') ?? '3f6d2a10-8c4e-4b7a-9d21-5e0c7a1b2c01',
    pageId: first(await get('/api/editor/pages', editor), 'id') ?? '1',
    freshEmail: () => `fuzz.${(emailCounter += 1)}.${Date.now().toString(36)}@example.com`,
  };
}

/** The run's cases: every operation × audience × case kind, in an order shuffled by the seed, repeated up to `count`. */
function plan(count: number, random: Random): Case[] {
  const all = operations.flatMap((operation) => AUDIENCES.flatMap((audience) => casesFor(operation, audience)));
  const out: Case[] = [];
  while (out.length < count) out.push(...random.shuffle([...all]).slice(0, count - out.length));
  return out;
}

async function fuzz(portal: Portal, options: Options, engine: string): Promise<Totals> {
  const audiences = new Audiences(portal.base, portal.dataDir);
  await audiences.start();
  const known = await knownIds(portal, audiences);
  const cases = plan(options.requests, new Random(options.seed));
  const base = new URL(portal.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const totals: Totals = { requests: 0, byClass: {}, unrouted: 0, findings: [], perOperation: new Map() };
  const deadline = Date.now() + options.maxSeconds * 1000;
  console.log(`fuzz on ${engine}: ${cases.length} requests, seed ${options.seed}, portal at ${portal.base}`);

  for (const [index, c] of cases.entries()) {
    if (Date.now() > deadline) {
      console.log(`stopped after ${options.maxSeconds} s (--max-seconds)`);
      break;
    }
    const random = new Random(options.seed * 1_000_003 + index);
    const request = makeRequest(c, known, random, audiences.authorization(c.audience));
    const answer = await send(base, agent, request);
    totals.requests += 1;
    const statusClass = answer.status === 0 ? 'no answer' : `${Math.floor(answer.status / 100)}xx`;
    totals.byClass[statusClass] = (totals.byClass[statusClass] ?? 0) + 1;
    totals.perOperation.set(c.operation.operationId, (totals.perOperation.get(c.operation.operationId) ?? 0) + 1);

    const route = routeOf(request.method, request.path.split('?')[0]!);
    if (!route) totals.unrouted += 1;
    const problem: Finding['problem'] | undefined =
      answer.status === 0
        ? 'no answer'
        : answer.status >= 500
          ? '5xx'
          : route && !declaredResponse(route.responses, answer.status)
            ? 'undeclared'
            : undefined;
    if (problem) {
      const finding = {
        operationId: route?.operationId ?? `(unrouted, meant ${c.operation.operationId})`,
        audience: c.audience,
        kind: c.kind,
        status: answer.status,
        problem,
        request,
        answer: answer.body,
      };
      totals.findings.push(finding);
      if (options.verbose) console.log(describe(finding));
    }
    if (SESSION_CHANGING.has(c.operation.operationId)) await audiences.ensureAlive();
    if ((index + 1) % 1000 === 0)
      console.log(`  ${index + 1} sent, ${totals.findings.length} findings, ${audiences.renewed} sessions renewed`);
  }
  agent.destroy();
  return totals;
}

function excerpt(body: Buffer | undefined): string {
  if (!body) return '';
  const text = body.toString('utf8');
  return text.length > 160 ? `${text.slice(0, 120)}… (${body.length} bytes)` : text;
}

function describe(f: Finding): string {
  const contentType = f.request.headers['content-type'];
  return [
    `${f.problem} ${f.status} ${f.operationId} as ${f.audience} (${f.kind})`,
    `    ${f.request.method} ${f.request.path.length > 200 ? `${f.request.path.slice(0, 200)}…` : f.request.path}`,
    ...(contentType ? [`    content-type: ${contentType}`] : []),
    ...(f.request.body ? [`    body: ${JSON.stringify(excerpt(f.request.body))}`] : []),
    `    answer: ${f.answer.slice(0, 200)}`,
  ].join('\n');
}

/** One line per distinct (operation, status, problem, case kind), with its count and first reproduction. */
function summarise(totals: Totals, engine: string): void {
  console.log(`\nfuzz on ${engine}: ${totals.requests} requests to ${totals.perOperation.size} operations`);
  console.log(
    `  by status class: ${Object.entries(totals.byClass)
      .sort()
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(`  reaching no operation (path shape mutations, 404): ${totals.unrouted}`);
  const fives = totals.findings.filter((f) => f.problem !== 'undeclared').length;
  const undeclared = totals.findings.filter((f) => f.problem === 'undeclared').length;
  console.log(`  5xx or no answer: ${fives}, undeclared statuses: ${undeclared}`);
  const groups = new Map<string, { count: number; first: Finding }>();
  for (const f of totals.findings) {
    const key = `${f.problem} ${f.status} ${f.operationId} ${f.kind}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { count: 1, first: f });
  }
  for (const { count, first } of [...groups.values()].sort((a, b) => b.count - a.count)) {
    console.log(`\n  ${count}× ${describe(first)}`);
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const engine = options.postgres ? 'postgres' : 'pglite';
  const started = Date.now();
  const env = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    REQUEST_LOG: 'sampled',
    // Every fuzz caller signs in from 127.0.0.1: the per-IP limits are raised, as for the e2e server.
    FLOOD_LIMIT_MULTIPLIER: '1000',
  };
  const run = async (databaseEnv: Record<string, string>) => {
    const portal = await startPortal({ command: 'source', env: { ...env, ...databaseEnv }, readyTimeoutMs: 180_000 });
    try {
      return await fuzz(portal, options, engine);
    } finally {
      await portal.stop();
    }
  };
  const adminUrl = process.env.FUZZ_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const totals = options.postgres
    ? await withPostgres(adminUrl, (url) => run({ DATABASE_URL: url }), 'source_fuzz')
    : await run({});
  summarise(totals, engine);

  const fives = totals.findings.filter((f) => f.problem !== 'undeclared').length;
  const undeclared = totals.findings.filter((f) => f.problem === 'undeclared').length;
  if (options.history) {
    const commit = gitCommit(root);
    const line = {
      time: new Date().toISOString(),
      commit: commit?.short ?? null,
      ...(commit?.dirty ? { dirty: true } : {}),
      source: 'tools/fuzz/fuzz.ts',
      machine: thisMachine(),
      engine,
      seed: options.seed,
      requests: totals.requests,
      operations: totals.perOperation.size,
      byClass: totals.byClass,
      unrouted: totals.unrouted,
      '5xx': fives,
      undeclared,
      seconds: Math.round((Date.now() - started) / 1000),
    };
    mkdirSync(path.dirname(options.history), { recursive: true });
    appendFileSync(options.history, `${JSON.stringify(line)}\n`);
    console.log(`\nappended to ${path.relative(root, options.history)}`);
  }
  process.exitCode = fives + undeclared > 0 ? 1 : 0;
}

const stop = () => {
  void stopAll().finally(() => process.exit(130));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(2);
});
