// `npm run bench`: issue 11's figures in one table (tools/bench/README.md), and one line per run
// in docs/bench/history.jsonl.
// Builds if needed, starts the portal as `npm start` does (compiled, fresh data folder) and a bare
// Fastify route in a process of its own, side by side, and measures:
//   - guest-home and resource-detail JS/CSS bytes from a real Chromium load (390x844), beside the
//     build-manifest figures and budgets of scripts/first-load.ts;
//   - Lighthouse mobile for `/` and a resource detail page (median of --runs);
//   - req/s of each public read call and its ratio to the bare route, per database engine;
//   - p50/p99 of the public calls at a fixed 1,000 req/s;
//   - one argon2id check and the logins/s the hashing limit allows at that speed;
//   - login p99 at 20 logins/s, and a public GET's p99 alone and during 50 logins/s (on PostgreSQL
//     also while a second portal on the same database serves those logins: the machine's floor);
//   - start-up of `npm start`'s command on an existing data folder (median of 3).
//
//   npm run bench [-- options]
//     --pglite              PGlite only
//     --postgres            PGlite and PostgreSQL (fails when PostgreSQL does not answer); without
//                           either flag PostgreSQL is added when it answers
//                           (BENCH_POSTGRES_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres)
//     --seconds N           autocannon duration per call (default 5); fixed-rate and login phases take 2N
//     --connections N       autocannon connections for the req/s figures (default 10)
//     --runs N              Lighthouse runs per page (default 3)
//     --skip a,b            leave out parts: startup, browser, lighthouse, throughput, rate, logins
//     --history FILE        the history the run's line is appended to (default docs/bench/history.jsonl)
//     --no-history          append no line
//     --json FILE           also write the run's line, pretty-printed, to FILE
//     --lighthouse-reports DIR  also write every Lighthouse run's whole report there (JSON)
//   BENCH_PORTS=8600-8699   pick ports from a range (a shared machine)
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { firstLoadBytes } from './browser';
import { p99ToAnswer, readPortalTimes, splitSlowest, type PortalTiming, type Split } from './get-split';
import { formatTable, median, missCount, roundRatios, type Figure } from './figures';
import { hashingCapacity, type HashingCapacity } from './hashing';
import { appendHistory, gitCommit, historyLine, thisMachine } from './history';
import { lighthouseMedians } from './lighthouse';
import { call, load, paced, startBareFastify, throughput, withBusyLoop, type Member, type PacedResult } from './load';
import { pacedLogins } from './login-load';
import { isBuilt, postgresAnswers, retried, root, startPortal, stopAll, withPostgres, type Portal } from './portal';
import { schedStatDuring } from './sched-stats';
import { measureStartup } from './startup';
import { BUDGETS, FIRST_LOAD_PAGES, firstLoad, readBuild } from '../../scripts/first-load';
import { newProfessionalAccount, signUpProfessionalOverHttp } from '../shared/http-member';

const PARTS = ['startup', 'browser', 'lighthouse', 'throughput', 'rate', 'logins'] as const;
type Part = (typeof PARTS)[number];

const { values: flags } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    postgres: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    skip: { type: 'string', default: '' },
    history: { type: 'string', default: path.join(root, 'docs', 'bench', 'history.jsonl') },
    'no-history': { type: 'boolean', default: false },
    json: { type: 'string' },
    'lighthouse-reports': { type: 'string' },
  },
});
const seconds = Number(flags.seconds);
const connections = Number(flags.connections);
const runs = Number(flags.runs);
const skipped = new Set(flags.skip.split(',').filter(Boolean));
for (const part of skipped)
  if (!PARTS.includes(part as Part)) throw new Error(`--skip: unknown part '${part}' (${PARTS.join(', ')})`);
const doing = (part: Part) => !skipped.has(part);

/** Issue 11's targets. */
const TARGETS = {
  lighthouseScore: 95,
  lcpMs: 2_000,
  cls: 0.02,
  tbtMs: 100,
  ratioPercent: 50,
  fixedRate: 1_000,
  fixedRateP99Ms: 20,
  /** 50 logins/s must not double a concurrent public GET's p99. */
  loginImpact: 2,
  startupMs: 2_000,
};
/** The public read calls of issue 11, by operationId (their paths come from openapi.yaml). */
const PUBLIC_OPERATIONS = [
  'listGuestBanners',
  'listResourceCards',
  'listMidBanners',
  'listTags',
  'listLandingPages',
  'getLandingPageDetail',
  'listResources',
  'getResourceDetail',
  'listRelatedResources',
] as const;
const LOGIN_MEMBERS = 5;
const CONCURRENT_GET_RATE = 100;
/** The login rate the public GET is measured beside (issue 11: 50 logins/s). */
const BURST_LOGIN_RATE = 50;
/**
 * Pairs of phases (the GET alone, then during 50 logins/s): the GET's p99 figures are the medians
 * over the rounds, and the ratio is the median of each round's own ratio (a pair measured within
 * the same half-minute, so a machine that drifts between rounds moves both halves alike).
 */
const LOGIN_ROUNDS = 5;

const figures: Figure[] = [];
/** What password hashing allows on this machine (measured once, before the engines' logins). */
let hashing: HashingCapacity | undefined;
const add = (figure: Figure) => figures.push(figure);
const say = (line: string) => console.error(`· ${line}`);

process.once('SIGINT', () => {
  say('interrupted: stopping what the benchmark started');
  void stopAll().then(() => process.exit(130));
});

/** Contract path of each public operation. */
function contractPaths(): Record<string, string> {
  const document = parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const paths: Record<string, string> = {};
  for (const [p, methods] of Object.entries(document.paths)) if (methods.get?.operationId) paths[methods.get.operationId] = p;
  return paths;
}

interface PublicCall {
  operationId: string;
  path: string;
}

/** The public calls with real parameters: the first published resource and landing page. */
async function publicCalls(base: string): Promise<{ calls: PublicCall[]; detailPage: string }> {
  const paths = contractPaths();
  const getJson = async <T>(p: string) => (await (await fetch(`${base}${p}`)).json()) as T;
  const resources = await getJson<{ slug_url: string; related_resource_tags: string }[]>(paths.listResources!);
  const pages = await getJson<{ slug_url: string }[]>(`${paths.listLandingPages}?_format=json`);
  const resource = resources[0];
  const page = pages[0];
  if (!resource || !page) throw new Error('the portal has no published resource or landing page');
  const tag = resource.related_resource_tags.split(',')[0]!.trim();
  const query: Record<string, string> = {
    listLandingPages: '?_format=json',
    getLandingPageDetail: `?alias=${encodeURIComponent(page.slug_url)}`,
    getResourceDetail: `?alias=${encodeURIComponent(resource.slug_url)}`,
  };
  const calls = PUBLIC_OPERATIONS.map((operationId) => {
    const contractPath = paths[operationId];
    if (!contractPath) throw new Error(`openapi.yaml has no GET ${operationId}`);
    return { operationId, path: contractPath.replace('{id}', tag) + (query[operationId] ?? '') };
  });
  for (const call of calls) {
    const response = await fetch(`${base}${call.path}`);
    if (!response.ok) throw new Error(`GET ${call.path} answered ${response.status}`);
  }
  return { calls, detailPage: `/appdetail/${resource.slug_url.replace(/^\/+/, '')}` };
}

async function signUpMembers(base: string, dataDir: string): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < LOGIN_MEMBERS; i += 1) {
    const account = newProfessionalAccount();
    await retried(() => signUpProfessionalOverHttp(base, dataDir, account));
    members.push(account);
  }
  return members;
}

function statusNote(statuses: Record<number, number>): string | undefined {
  const other = Object.entries(statuses).filter(([status]) => !status.startsWith('2'));
  return other.length > 0
    ? other.map(([status, count]) => `${count}× ${status === '0' ? 'no answer' : status}`).join(', ')
    : undefined;
}

const failureNote = (n: { non2xx: number; errors: number }) =>
  n.non2xx + n.errors > 0 ? `${n.non2xx} non-2xx, ${n.errors} errors` : undefined;

async function frontEnd(base: string, detailPage: string): Promise<void> {
  if (doing('browser')) {
    say('first load in Chromium (390x844)');
    const { manifest, sizeOf } = readBuild(path.join(root, 'dist'));
    const pages = [
      { name: 'home' as const, url: '/' },
      { name: 'resource detail' as const, url: detailPage },
    ];
    const loads = await firstLoadBytes(pages.map((p) => `${base}${p.url}`));
    pages.forEach(({ name, url }, i) => {
      const fromManifest = firstLoad(manifest, FIRST_LOAD_PAGES[name], sizeOf);
      const budget = BUDGETS[name];
      const measured = loads[i]!;
      // Scripts the page asked for before it was drawn that the manifest's first load does not list.
      const expected = new Set(fromManifest.files.map((file) => `/${file}`));
      const extra = measured.files.filter((file) => !expected.has(file) && file.endsWith('.js'));
      if (extra.length > 0) say(`${url}: asked for before the page was drawn beyond the first load: ${extra.join(', ')}`);
      if (measured.laterScripts.length > 0) say(`${url}: loaded on demand afterwards: ${measured.laterScripts.join(', ')}`);
      add({
        label: `${url} JS before the page is drawn (Chromium)`,
        engine: '',
        value: measured.js,
        unit: 'kB',
        target: { op: '<=', value: budget.js },
        note: `${measured.scripts} files; build manifest: ${(fromManifest.js / 1000).toFixed(1)} kB`,
      });
      add({
        label: `${url} JS loaded on demand afterwards`,
        engine: '',
        value: measured.laterJs,
        unit: 'kB',
        note: `${measured.laterScripts.length} files (session machine at idle time, sanitiser with the mid banner, …)`,
      });
      add({
        label: `${url} CSS transferred (Chromium)`,
        engine: '',
        value: measured.css,
        unit: 'kB',
        target: { op: '<=', value: budget.css },
        note: `${measured.stylesheets} files; build manifest: ${(fromManifest.css / 1000).toFixed(1)} kB`,
      });
    });
  }
  if (doing('lighthouse')) {
    const urls = ['/', detailPage];
    say(`Lighthouse mobile, ${runs} runs each: ${urls.join(', ')}`);
    const results = await lighthouseMedians(
      urls.map((u) => `${base}${u}`),
      runs,
      flags['lighthouse-reports'],
    );
    urls.forEach((url, i) => {
      const r = results[i]!;
      const note = `median of ${runs}`;
      add({
        label: `${url} Lighthouse performance`,
        engine: '',
        value: r.score,
        unit: 'score',
        target: { op: '>=', value: TARGETS.lighthouseScore },
        note,
      });
      add({ label: `${url} FCP`, engine: '', value: r.fcp, unit: 'ms', note });
      add({ label: `${url} LCP`, engine: '', value: r.lcp, unit: 'ms', target: { op: '<=', value: TARGETS.lcpMs }, note });
      add({ label: `${url} TBT`, engine: '', value: r.tbt, unit: 'ms', target: { op: '<=', value: TARGETS.tbtMs }, note });
      add({ label: `${url} CLS`, engine: '', value: r.cls, unit: 'cls', target: { op: '<=', value: TARGETS.cls }, note });
    });
  }
}

async function api(
  engine: string,
  { base, dataDir, nodePid }: Portal,
  calls: PublicCall[],
  requestTimes: string,
  databaseUrl: string,
): Promise<void> {
  if (doing('throughput')) {
    // The yardstick answers each call with the portal's own answer (same bytes to serialize and send).
    const answers = Object.fromEntries(
      await Promise.all(calls.map(async (call) => [call.path, await (await fetch(`${base}${call.path}`)).json()] as const)),
    );
    const answersFile = path.join(dataDir, 'bare-answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const bare = await startBareFastify(answersFile);
    try {
      say(
        `${engine}: req/s of ${calls.length} public calls, each beside bare Fastify with the same answer, ${seconds} s each, ${connections} connections`,
      );
      // Warm-up (untimed): the first calls after start-up run cold code and fill the caches.
      const everyCall = calls.map((call) => ({ method: 'GET' as const, path: call.path }));
      await load({ base, requests: everyCall, seconds: Math.max(1, seconds / 2), connections });
      await load({ base: bare.base, requests: everyCall, seconds: Math.max(1, seconds / 2), connections });
      for (const call of calls) {
        // Bare, portal, bare: the yardstick is the mean of the two bare runs around the portal's.
        const before = await throughput(bare.base, call.path, seconds / 2, connections);
        const portal = await throughput(base, call.path, seconds, connections);
        const after = await throughput(bare.base, call.path, seconds / 2, connections);
        const bareRate = (before.okPerSecond + after.okPerSecond) / 2;
        add({ label: `GET ${call.path} req/s`, engine, value: portal.okPerSecond, unit: 'req/s', note: failureNote(portal) });
        add({
          label: `  ratio to bare Fastify`,
          engine,
          value: (100 * portal.okPerSecond) / bareRate,
          unit: '%',
          target: { op: '>=', value: TARGETS.ratioPercent },
          note: `bare Fastify, same answer: ${Math.round(bareRate)} req/s`,
        });
      }
    } finally {
      await bare.stop();
    }
  }
  if (doing('rate')) {
    say(`${engine}: the public calls at a fixed ${TARGETS.fixedRate} req/s, ${2 * seconds} s`);
    const r = await load({
      base,
      requests: calls.map((call) => ({ method: 'GET', path: call.path })),
      seconds: 2 * seconds,
      connections,
      rate: TARGETS.fixedRate,
    });
    const note = `all ${calls.length} calls in turn, ${connections} connections`;
    add({
      label: `public calls at 1,000 req/s: reached`,
      engine,
      value: r.okPerSecond,
      unit: 'req/s',
      target: { op: '>=', value: 0.98 * TARGETS.fixedRate },
      note: failureNote(r),
    });
    add({ label: `public calls at 1,000 req/s: p50`, engine, value: r.p50, unit: 'ms', note });
    add({
      label: `public calls at 1,000 req/s: p99`,
      engine,
      value: r.p99,
      unit: 'ms',
      target: { op: '<=', value: TARGETS.fixedRateP99Ms },
      note,
    });
  }
  if (doing('logins')) {
    say(`${engine}: signing up ${LOGIN_MEMBERS} members`);
    const members = await signUpMembers(base, dataDir);
    const phase = 2 * seconds;
    const logins = (rate: number) => pacedLogins({ base, members, rate, seconds: phase });
    const publicGet = calls[0]!.path;
    const getUrl = `${base}${publicGet}`;
    const get = () => call(getUrl);
    // A measured phase's GETs carry ids (`tag:i`), so the portal's notes can be joined with them.
    let phases = 0;
    const taggedGets = async (): Promise<TaggedResult> => {
      const tag = `${engine}-${(phases += 1)}`;
      const result = await paced(CONCURRENT_GET_RATE, phase, (i) => call(getUrl, { headers: { 'x-bench-id': `${tag}:${i}` } }));
      return { ...result, tag };
    };
    say(`${engine}: 20 logins/s for ${phase} s`);
    const at20 = await logins(20);
    add({ label: 'login at 20 logins/s: p50', engine, value: at20.p50, unit: 'ms', note: statusNote(at20.statuses) });
    add({ label: 'login at 20 logins/s: p99', engine, value: at20.p99, unit: 'ms', note: statusNote(at20.statuses) });
    // Alone, then during logins, LOGIN_ROUNDS times in turn; medians of each: on a shared machine
    // one pair of phases moves with whatever else runs in those seconds.
    say(
      `${engine}: GET ${publicGet} at ${CONCURRENT_GET_RATE}/s alone, during ${BURST_LOGIN_RATE} logins/s${databaseUrl ? ', during as many logins served by a second portal' : ''}, then beside a busy loop, ${LOGIN_ROUNDS} times`,
    );
    const rounds: {
      alone: TaggedResult;
      during: TaggedResult;
      at50: PacedResult;
      loginsElsewhere?: { get: PacedResult; logins: PacedResult };
      besideBusyLoop: PacedResult;
    }[] = [];
    // Untimed: the first GET phase after the logins above ran slower than every later one (cold
    // code, caches) and made the first round's ratio look better than it was.
    await paced(CONCURRENT_GET_RATE, seconds, get);
    // The event loop's time waiting for a core in each phase (Linux only): the GET's p99 moves with it.
    const waits: { alone: number; during: number }[] = [];
    for (let round = 0; round < LOGIN_ROUNDS; round += 1) {
      const aloneRun = await schedStatDuring(nodePid, taggedGets);
      const duringRun = await schedStatDuring(nodePid, () => Promise.all([taggedGets(), logins(BURST_LOGIN_RATE)]));
      const [alone, [during, at50]] = [aloneRun.result, duringRun.result];
      if (aloneRun.added && duringRun.added) waits.push({ alone: aloneRun.added.waitMs, during: duringRun.added.waitMs });
      const loginsElsewhere = databaseUrl
        ? await withSecondPortal(databaseUrl, members, (secondBase) =>
            Promise.all([
              paced(CONCURRENT_GET_RATE, phase, get),
              pacedLogins({ base: secondBase, members, rate: BURST_LOGIN_RATE, seconds: phase }),
            ]).then(([get, logins]) => ({ get, logins })),
          )
        : undefined;
      const besideBusyLoop = await withBusyLoop(() => paced(CONCURRENT_GET_RATE, phase, get));
      rounds.push({ alone, during, at50, loginsElsewhere, besideBusyLoop });
    }
    const alone = median(rounds.map((r) => r.alone.p99));
    const during = median(rounds.map((r) => r.during.p99));
    const duringRatio = roundRatios(rounds.map((r) => ({ before: r.alone.p99, after: r.during.p99 })));
    add({
      label: `GET ${publicGet} p99 alone`,
      engine,
      value: alone,
      unit: 'ms',
      note: `${CONCURRENT_GET_RATE} req/s; median of ${LOGIN_ROUNDS}`,
    });
    add({
      label: `GET ${publicGet} p99 during ${BURST_LOGIN_RATE} logins/s`,
      engine,
      value: during,
      unit: 'ms',
      note: rounds.map((r) => statusNote(r.during.statuses)).find(Boolean) ?? `median of ${LOGIN_ROUNDS}`,
    });
    add({
      label: '  during / alone',
      engine,
      value: duringRatio.ratio,
      unit: 'x',
      target: { op: '<=', value: TARGETS.loginImpact },
      note: `median of each round's ratio; ${duringRatio.rounds}`,
    });
    if (waits.length > 0) {
      add({
        label: `  event loop waiting for a core, alone → during`,
        engine,
        value: median(waits.map((w) => w.during)),
        unit: 'ms',
        note: `per ${phase} s phase, median of ${waits.length}; alone ${median(waits.map((w) => w.alone)).toFixed(0)} ms; rounds: ${waits.map((w) => `${w.alone.toFixed(0)} → ${w.during.toFixed(0)}`).join(', ')}`,
      });
    }
    addGetSplit(engine, rounds, await portalTimesOf(requestTimes));
    addLoginsElsewhere(engine, publicGet, rounds);
    // The machine's own floor: what one core of the lowest-priority work, with no request in it,
    // does to the same GET. The login ratio above cannot be told from this one.
    const besideBusyLoop = median(rounds.map((r) => r.besideBusyLoop.p99));
    add({
      label: `GET ${publicGet} p99 beside a busy loop (nice 19)`,
      engine,
      value: besideBusyLoop,
      unit: 'ms',
      note: `no logins; median of ${LOGIN_ROUNDS}`,
    });
    const besideRatio = roundRatios(rounds.map((r) => ({ before: r.alone.p99, after: r.besideBusyLoop.p99 })));
    add({ label: '  beside / alone', engine, value: besideRatio.ratio, unit: 'x', note: besideRatio.rounds });
    add({
      label: `login at ${BURST_LOGIN_RATE} logins/s: p99`,
      engine,
      value: median(rounds.map((r) => r.at50.p99)),
      unit: 'ms',
      note:
        rounds.map((r) => statusNote(r.at50.statuses)).find(Boolean) ??
        (hashing && hashing.loginsPerSecond < BURST_LOGIN_RATE
          ? `median of ${LOGIN_ROUNDS}; above the hashing capacity: logins queue`
          : `median of ${LOGIN_ROUNDS}`),
    });
  }
}

/**
 * Runs `measure` with a second portal on the same PostgreSQL database (a PGlite data folder belongs
 * to one process), started for it alone so that the other phases do not run beside it, and
 * warmed with a second of the same logins first (a fresh process compiles its code on the first
 * ones). The measured portal does none of the work sent there and only shares the cores with it.
 */
async function withSecondPortal<T>(databaseUrl: string, members: Member[], measure: (base: string) => Promise<T>): Promise<T> {
  const second = await startPortal({ command: 'compiled', env: portalEnv(databaseUrl) });
  try {
    await pacedLogins({ base: second.base, members, rate: BURST_LOGIN_RATE, seconds: 1 });
    return await measure(second.base);
  } finally {
    await second.stop();
  }
}

/**
 * The GET beside logins that a second portal serves (PostgreSQL only): the floor under the login
 * ratio that no change inside the measured portal can go below on this machine.
 */
function addLoginsElsewhere(
  engine: string,
  publicGet: string,
  rounds: readonly { alone: PacedResult; loginsElsewhere?: { get: PacedResult; logins: PacedResult } }[],
): void {
  const measured = rounds.flatMap(({ alone, loginsElsewhere }) => (loginsElsewhere ? [{ alone, ...loginsElsewhere }] : []));
  if (measured.length === 0) return;
  add({
    label: `GET ${publicGet} p99 during ${BURST_LOGIN_RATE} logins/s to a second portal`,
    engine,
    value: median(measured.map((r) => r.get.p99)),
    unit: 'ms',
    note:
      measured.map((r) => statusNote(r.logins.statuses)).find(Boolean) ??
      `the same logins, served by another portal process on the same database; median of ${measured.length}`,
  });
  const elsewhere = roundRatios(measured.map((r) => ({ before: r.alone.p99, after: r.get.p99 })));
  add({
    label: '  during (second portal) / alone',
    engine,
    value: elsewhere.ratio,
    unit: 'x',
    note: `the measured portal does none of the logins' work; ${elsewhere.rounds}`,
  });
}

/** A measured GET phase: its figures, and the tag its GETs' ids start with (`tag:i`). */
type TaggedResult = PacedResult & { tag: string };

/** The portal's notes, once it has written the last phase's (request-times.mjs writes every 200 ms). */
async function portalTimesOf(file: string): Promise<Map<string, PortalTiming>> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  return readPortalTimes(file);
}

/** Where the slowest 1 % of the GETs' time went, alone and during the logins (medians of the rounds' means). */
function addGetSplit(
  engine: string,
  rounds: readonly { alone: TaggedResult; during: TaggedResult }[],
  portalTimes: ReadonlyMap<string, PortalTiming>,
): void {
  const clientOf = ({ tag, timings }: TaggedResult) => timings.map((t, i) => ({ id: `${tag}:${i}`, ...t }));
  const splitOf = (result: TaggedResult) => splitSlowest(clientOf(result), portalTimes);
  const toAnswer = rounds.map((r) => ({
    before: p99ToAnswer(clientOf(r.alone), portalTimes),
    after: p99ToAnswer(clientOf(r.during), portalTimes),
  }));
  if (toAnswer.every((r) => Number.isFinite(r.before) && Number.isFinite(r.after))) {
    const { ratio, rounds: each } = roundRatios(toAnswer);
    add({
      label: `  send → the portal's answer written: p99 during / alone`,
      engine,
      value: ratio,
      unit: 'x',
      note: `the GET's time without the bench's client reading the answer; median of each round's ratio; ${each}`,
    });
  }
  const summarise = (splits: (Split | undefined)[]) => {
    const found = splits.filter((split): split is Split => split !== undefined);
    const part = (key: keyof Split) => median(found.map((split) => split[key])).toFixed(2);
    return {
      found,
      text: `${part('beforePortal')} before the portal read it, ${part('inPortal')} in the portal, ${part('afterAnswer')} after its answer`,
    };
  };
  const alone = summarise(rounds.map((r) => splitOf(r.alone)));
  const during = summarise(rounds.map((r) => splitOf(r.during)));
  add({
    label: `  slowest 1 % of those GETs during ${BURST_LOGIN_RATE} logins/s`,
    engine,
    value: during.found.length > 0 ? median(during.found.map((split) => split.total)) : null,
    unit: 'ms',
    note:
      during.found.length > 0
        ? `mean ms, median of ${during.found.length}: ${during.text}; alone: ${alone.text}`
        : 'the portal noted none of the GETs (tools/bench/request-times.mjs not loaded?)',
  });
}

async function startup(): Promise<void> {
  say('start-up on an existing data folder (PGlite), 3 runs each');
  const command = await measureStartup('compiled', 3, { DATABASE_URL: '' });
  add({
    label: "start-up of `npm start`'s command → /readyz",
    engine: 'pglite',
    value: median(command),
    unit: 's',
    target: { op: '<=', value: TARGETS.startupMs },
    note: `median of ${command.map((t) => (t / 1000).toFixed(2)).join(', ')} s`,
  });
  const npm = await measureStartup('npm-start', 3, { DATABASE_URL: '' });
  add({
    label: 'start-up of the whole `npm start` → /readyz',
    engine: 'pglite',
    value: median(npm),
    unit: 's',
    note: `npm and prestart included; ${npm.map((t) => (t / 1000).toFixed(2)).join(', ')} s`,
  });
}

/** The bench portal's environment: its database, and a flood limit that lets every bench member in from 127.0.0.1. */
const portalEnv = (databaseUrl: string) => ({ DATABASE_URL: databaseUrl, FLOOD_LIMIT_MULTIPLIER: '1000' });

async function engineRun(engine: string, databaseUrl: string, withFrontEnd: boolean): Promise<void> {
  say(`${engine}: starting the portal as npm start does`);
  // The portal notes its side of the bench's GETs (tools/bench/request-times.mjs, loaded here only).
  const requestTimes = path.join(os.tmpdir(), `source-bench-request-times-${process.pid}-${engine}.txt`);
  const preload = `--import "${path.join(root, 'tools', 'bench', 'request-times.mjs')}"`;
  const portal = await startPortal({
    command: 'compiled',
    env: {
      ...portalEnv(databaseUrl),
      BENCH_REQUEST_TIMES: requestTimes,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${preload}`.trim(),
    },
  });
  try {
    const { calls, detailPage } = await publicCalls(portal.base);
    if (withFrontEnd) await frontEnd(portal.base, detailPage);
    await api(engine, portal, calls, requestTimes, databaseUrl);
  } finally {
    await portal.stop();
    rmSync(requestTimes, { force: true });
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!isBuilt()) {
    say('building (dist/ or build/server/ is missing)');
    execFileSync(process.execPath, ['scripts/build-if-missing.mjs'], { cwd: root, stdio: 'inherit' });
  }
  const adminUrl = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let postgres = false;
  if (!flags.pglite) {
    postgres = await postgresAnswers(adminUrl);
    if (flags.postgres && !postgres) throw new Error(`--postgres: no PostgreSQL answers at ${adminUrl}`);
  }
  say(`engines: pglite${postgres ? `, postgres (${new URL(adminUrl).host})` : ''}`);

  if (doing('startup')) await startup();
  if (doing('logins')) {
    say("one argon2id check with the portal's parameters, 20 times");
    hashing = hashingCapacity();
    add({
      label: 'argon2id check (m=19 MiB, t=2, p=1)',
      engine: '',
      value: hashing.checkMs,
      unit: 'ms',
      note: 'one thread, median of 20',
    });
    add({
      label: '  hashing capacity',
      engine: '',
      value: hashing.loginsPerSecond,
      unit: 'logins/s',
      note: `HASH_CONCURRENCY ${hashing.concurrency} × 1,000 ms / one check`,
    });
  }
  await engineRun('pglite', '', true);
  if (postgres) await withPostgres(adminUrl, (url) => engineRun('postgres', url, false));

  const machine = thisMachine();
  const took = (Date.now() - started) / 1000;
  console.log(
    `\nnpm run bench: ${machine.cores} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}, load ${machine.load.join(' ')}; ${seconds} s per call, ${connections} connections, ${took.toFixed(0)} s in all\n`,
  );
  console.log(formatTable(figures));
  const misses = missCount(figures);
  console.log(`\n${misses === 0 ? 'every target met' : `${misses} target(s) missed`}`);
  // The flags that shape the figures (where the line goes is not one of them).
  const { history: _history, 'no-history': _noHistory, ...measuredWith } = flags;
  const line = historyLine({
    time: new Date(),
    commit: gitCommit(root),
    machine,
    flags: measuredWith,
    engines: postgres ? ['pglite', 'postgres'] : ['pglite'],
    seconds: took,
    figures,
  });
  if (!flags['no-history']) {
    const history = path.resolve(flags.history);
    appendHistory(history, line);
    console.log(`run recorded in ${path.relative(root, history)}`);
  }
  if (flags.json) {
    writeFileSync(flags.json, `${JSON.stringify(line, null, 2)}\n`);
    console.log(`figures written to ${flags.json}`);
  }
}

try {
  await main();
} finally {
  await stopAll();
}
