import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sql } from 'drizzle-orm';
import { readConfig, repoRoot } from '../../server/config';
import { databaseLoad } from '../../server/db/client';
import { appOverDatabase, type AppOverDatabase } from './support/app-over-database';
import { closedPort } from './support/cli';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

/** One sample of a scrape: `name{labels} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text format, as far as these tests read it: the samples and each family's type. */
function parseScrape(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1]!, type[2]!);
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample || line.startsWith('#')) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]) });
  }
  return { samples, types };
}

/**
 * Issue 41, "Metrics": the app started with METRICS_PORT serves Prometheus metrics on that port
 * of 127.0.0.1 alone, never on the public port; after real calls on the public port a scrape
 * shows every family the issue lists, with values that match what was done, and labels that name
 * route templates, never the URL a client sent.
 */
describe.each(engines)('Prometheus metrics on %s', (engine) => {
  let t: TestApp;
  let publicUrl: string;
  let metricsUrl: string;
  let member: TestMember;
  let scrape: ReturnType<typeof parseScrape>;
  const PASSWORD = 'Metrics-Lens-42';

  const sample = (name: string, labels: Record<string, string> = {}) =>
    scrape.samples.find((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));
  const value = (name: string, labels: Record<string, string> = {}) => sample(name, labels)?.value;

  beforeAll(async () => {
    const metricsPort = await closedPort();
    t = await createTestApp({ engine, env: { METRICS_PORT: String(metricsPort) } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    publicUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    member = await createMember(t, { withPassword: true, password: PASSWORD });

    const call = (pathname: string, init: RequestInit = {}) => fetch(`${publicUrl}${pathname}`, init).then((res) => res.text());
    // The public banner list twice: the first read loads it (a cache miss), the second is a hit.
    await call('/viewapi/banner-list');
    await call('/viewapi/banner-list');
    // A member's own profile, by uid: counted under the route template, not under the uid.
    await call(`/jsonapi/user/settings/${member.uid}`, { headers: member.headers });
    const signIn = (pass: string) =>
      call('/user/login?_format=json', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: member.mail, pass }),
      });
    await signIn('Wrong-Password-1');
    await signIn(PASSWORD);
    // Another account guessed at: five failures, then flood control refuses the sixth (429).
    const guessed = await createMember(t);
    for (let i = 0; i < 6; i += 1)
      await call('/user/login?_format=json', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: guessed.mail, pass: `Wrong-Guess-${i}` }),
      });
    // A lost-password mail (sent after the answer, by the in-process job queue).
    await call('/user/lost-password?_format=json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mail: member.mail }),
    });
    await t.deps.jobs.drain();
    scrape = parseScrape(await (await fetch(metricsUrl)).text());
  });
  afterAll(() => t?.close());

  it('counts requests by method, route template and status, with a duration for each', () => {
    expect(value('portal_http_requests_total', { method: 'GET', route: '/viewapi/banner-list', status: '200' })).toBe(2);
    expect(value('portal_http_request_duration_seconds_count', { route: '/viewapi/banner-list', status: '200' })).toBe(2);
    const slowest = value('portal_http_request_duration_seconds_sum', { route: '/viewapi/banner-list', status: '200' })!;
    expect(slowest).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(30);
    expect(value('portal_http_requests_total', { method: 'GET', route: '/jsonapi/user/settings/:uid', status: '200' })).toBe(1);
    // Bounded labels: no uid, no query string, no raw URL anywhere.
    const routes = new Set(scrape.samples.map((s) => s.labels.route).filter((route) => route !== undefined));
    for (const route of routes) {
      expect(route).not.toContain('?');
      expect(route).not.toContain(String(member.uid));
    }
    // The scrape itself is not a request of the public app: nothing is in flight there now.
    expect(value('portal_http_requests_in_flight')).toBe(0);
  });

  it('counts sign-ins by result, flood-control refusals by rule, mail sent, and the content cache’s hits and misses', () => {
    expect(value('portal_sign_ins_total', { audience: 'member', result: 'success' })).toBe(1);
    expect(value('portal_sign_ins_total', { audience: 'member', result: 'refused' })).toBe(6);
    expect(value('portal_sign_ins_total', { audience: 'member', result: 'throttled' })).toBe(1);
    expect(value('portal_sign_ins_total', { audience: 'editor', result: 'success' })).toBe(0);
    expect(value('portal_mail_total', { result: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(value('portal_mail_total', { result: 'failed' })).toBe(0);
    expect(value('portal_content_cache_events_total', { event: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(value('portal_content_cache_events_total', { event: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(value('portal_flood_refusals_total', { rule: 'failedLoginAccount' })).toBe(1);
    expect(value('portal_flood_refusals_total', { rule: 'registrationIp' })).toBe(0);
    expect(value('portal_http_requests_total', { method: 'POST', route: '/user/login', status: '429' })).toBe(1);
  });

  it('reads the process, the database, the hashing slots, the jobs and the live sessions when scraped', () => {
    // Three sessions: the two createMember inserted and the sign-in's.
    expect(value('portal_sessions_active')).toBe(3);
    expect(value('portal_db_pool_waiting', { engine: engine === 'postgres' ? 'postgres' : 'pglite' })).toBeDefined();
    for (const name of ['portal_db_pool_in_use', 'portal_db_pool_waiting', 'portal_pglite_queue_depth']) {
      const found = scrape.samples.filter((s) => s.name === name);
      expect(found.length, name).toBeGreaterThan(0);
      for (const { value: v } of found) expect(v, name).toBeGreaterThanOrEqual(0);
    }
    expect(value('portal_hashing_slots_in_use')).toBe(0);
    expect(value('portal_hashing_waiting')).toBe(0);
    for (const state of ['queued', 'active', 'failed'])
      expect(value('portal_jobs', { kind: 'notification-mail', state }), state).toBe(0);
    expect(value('portal_jobs_retried', { kind: 'notification-mail' })).toBe(0);
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('nodejs_heap_size_used_bytes')).toBeGreaterThan(10_000_000);
    expect(scrape.types.get('portal_http_shed_requests_total')).toBe('counter');
  });

  it('serves the metrics on their own port only: the public port has no /metrics, the metrics port nothing else', async () => {
    const onPublic = await fetch(`${publicUrl}/metrics`);
    expect(await onPublic.text()).not.toContain('portal_http_requests_total');
    const other = await fetch(metricsUrl.replace('/metrics', '/user/login'));
    expect(other.status).toBe(404);
    const scraped = await fetch(metricsUrl);
    expect(scraped.headers.get('content-type')).toContain('text/plain');
    expect(scraped.headers.get('cache-control')).toBe('no-store');
  });

  it('names in ops/alerts.yml only metrics a scrape has, in rules Prometheus can load', () => {
    const file = parse(readFileSync(path.join(repoRoot, 'ops', 'alerts.yml'), 'utf8')) as {
      groups: {
        name: string;
        rules: { alert: string; expr: string; for?: string; labels: { severity: string }; annotations: { summary: string } }[];
      }[];
    };
    const families = new Set(scrape.types.keys());
    const sampled = new Set(scrape.samples.map((s) => s.name));
    const rules = file.groups.flatMap((group) => group.rules);
    expect(rules.length).toBeGreaterThanOrEqual(10);
    for (const rule of rules) {
      expect(rule.alert, JSON.stringify(rule)).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(['page', 'warning', 'info'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary, rule.alert).toBeTruthy();
      if (rule.for !== undefined) expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      // Every metric the expression reads: the portal's and Node's; `up` is Prometheus' own.
      const names = [...rule.expr.matchAll(/\b((?:portal|nodejs|process)_[a-z0-9_]+)\b/g)].map((match) => match[1]!);
      expect(names.length > 0 || /\bup\{/.test(rule.expr), rule.alert).toBe(true);
      for (const name of names) expect(families.has(name) || sampled.has(name), `${rule.alert}: ${name}`).toBe(true);
    }
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
  });
});

/**
 * The gauges under load: with the database held busy (a transaction left open, one connection or
 * PGlite's one turn), a call waits, and a scrape taken meanwhile shows it in flight and waiting for
 * the database; once it has waited DB_QUEUE_TIMEOUT_MS it is answered 503 and counted as shed.
 */
describe.each(engines)('metrics while the database is held busy on %s', (engine) => {
  let own: AppOverDatabase | undefined;
  afterAll(() => own?.close());

  it('shows the waiting call in flight and in the database queue, then counts its 503 as shed', { timeout: 60_000 }, async () => {
    const metricsPort = await closedPort();
    own = await appOverDatabase({ engine, env: { METRICS_PORT: String(metricsPort) }, limits: { poolMax: 1, timeoutMs: 2_000 } });
    const scrapeNow = async () => parseScrape(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text());
    const valueIn = (scraped: ReturnType<typeof parseScrape>, name: string, labels: Record<string, string> = {}) =>
      scraped.samples.find((s) => s.name === name && Object.entries(labels).every(([key, v]) => s.labels[key] === v))?.value;
    await new Promise((resolve) => setTimeout(resolve, 200)); // the pool's first connection is settled
    const load = databaseLoad(own.deps.db)!;
    let release!: () => void;
    const held = own.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((resolve) => (release = resolve));
    });
    const waiting = own.app.inject({ method: 'GET', url: '/viewapi/banner-list' });
    for (let i = 0; i < 500 && load.waiting() < 1; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));

    const during = await scrapeNow();
    expect(valueIn(during, 'portal_http_requests_in_flight')).toBe(1);
    expect(valueIn(during, 'portal_db_pool_waiting', { engine })).toBeGreaterThanOrEqual(1);
    expect(valueIn(during, 'portal_db_pool_in_use', { engine })).toBe(1);
    expect(valueIn(during, 'portal_pglite_queue_depth')).toBe(engine === 'pglite' ? 1 : 0);

    expect((await waiting).statusCode).toBe(503);
    release();
    await held;
    const after = await scrapeNow();
    expect(valueIn(after, 'portal_http_shed_requests_total', { route: '/viewapi/banner-list' })).toBe(1);
    expect(valueIn(after, 'portal_http_requests_total', { route: '/viewapi/banner-list', status: '503' })).toBe(1);
    expect(valueIn(after, 'portal_http_requests_in_flight')).toBe(0);
  });
});

/** Debian's `prometheus` package brings promtool; where it is installed, it checks the rules too. */
const hasPromtool = spawnSync('promtool', ['--version']).status === 0;

describe.runIf(hasPromtool)('ops/alerts.yml under promtool', () => {
  it('passes `promtool check rules`', () => {
    const output = execFileSync('promtool', ['check', 'rules', path.join(repoRoot, 'ops', 'alerts.yml')], { encoding: 'utf8' });
    expect(output).toMatch(/SUCCESS: \d+ rules found/);
  });
});

describe('the metrics settings', () => {
  it('are off unless METRICS_PORT is set to a port, and bind to 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(readConfig({}).metrics).toBeUndefined();
    expect(readConfig({ METRICS_PORT: '0' }).metrics).toBeUndefined();
    expect(readConfig({ METRICS_PORT: 'nine' }).metrics).toBeUndefined();
    expect(readConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
  });
});
