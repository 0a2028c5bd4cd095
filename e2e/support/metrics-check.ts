// The metrics check of an e2e run (ops-teardown.ts): a scrape of the portal's metrics port once the
// run's journeys are done shows every family the portal declares (server/observability/
// metric-families.ts), with sane values, and what the run did counted (requests, sign-ins, mail,
// content-cache reads).
import { readdir, readFile } from 'node:fs/promises';
import { createMetricFamilies } from '../../server/observability/metric-families';
import { e2eInboxDir } from './paths';
import { e2eMetricsPortFile } from './run-record';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text format: each family's TYPE and its samples. */
export function parseScrape(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1]!, type[2]!);
    if (!line || line.startsWith('#')) continue;
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/.exec(line);
    if (!sample) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]) });
  }
  return { types, samples };
}

/** Families that may have no sample yet: a series appears with its first event (a 503, a garbage collection, a pending request). */
const MAY_BE_EMPTY = new Set(['portal_http_shed_requests_total', 'nodejs_gc_duration_seconds', 'nodejs_active_requests']);

/** Problems found in a scrape of the run's portal (empty: none), and what was checked. */
export async function checkMetrics(): Promise<{ problems: string[]; summary: string }> {
  const port = (await readFile(e2eMetricsPortFile, 'utf8').catch(() => '')).trim();
  if (!port) return { problems: [`the portal wrote no metrics port to ${e2eMetricsPortFile}`], summary: '' };
  const response = await fetch(`http://127.0.0.1:${port}/metrics`).catch((error: Error) => error);
  if (response instanceof Error || !response.ok)
    return {
      problems: [
        `the scrape of 127.0.0.1:${port}/metrics failed: ${String(response instanceof Error ? response.message : response.status)}`,
      ],
      summary: '',
    };
  const { types, samples } = parseScrape(await response.text());
  const problems: string[] = [];
  const of = (name: string, labels: Record<string, string> = {}) =>
    samples.filter(
      (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
  const sum = (name: string, labels?: Record<string, string>) =>
    of(name, labels).reduce((total, sample) => total + sample.value, 0);

  const declared = await createMetricFamilies().registry.getMetricsAsJSON();
  for (const { name, type: declaredType } of declared) {
    const type = String(declaredType);
    if (types.get(name) !== type) {
      problems.push(`${name}: ${types.has(name) ? `a ${types.get(name)!}, not a ${type}` : 'missing from the scrape'}`);
      continue;
    }
    const own = type === 'histogram' ? of(`${name}_count`) : of(name);
    if (own.length === 0 && !MAY_BE_EMPTY.has(name)) problems.push(`${name}: no sample`);
    for (const sample of samples.filter((s) => s.name === name || s.name.startsWith(`${name}_`))) {
      if (!Number.isFinite(sample.value)) problems.push(`${sample.name}${JSON.stringify(sample.labels)}: ${sample.value}`);
      else if ((type === 'counter' || type === 'histogram' || name.startsWith('portal_')) && sample.value < 0)
        problems.push(`${sample.name}${JSON.stringify(sample.labels)} is negative (${sample.value})`);
    }
    if (type === 'histogram') {
      for (const count of own) {
        const series = JSON.stringify(count.labels);
        const buckets = of(`${name}_bucket`)
          .filter(({ labels: { le, ...rest } }) => le !== undefined && JSON.stringify(rest) === series)
          .sort((a, b) => Number(a.labels.le) - Number(b.labels.le));
        const infinite = buckets.find((bucket) => bucket.labels.le === '+Inf');
        if (!infinite || infinite.value !== count.value) problems.push(`${name}${series}: its +Inf bucket is not its count`);
        if (buckets.some((bucket, i) => i > 0 && bucket.value < buckets[i - 1]!.value))
          problems.push(`${name}${series}: buckets decrease`);
      }
    }
  }

  // What the run did, counted.
  const requests = sum('portal_http_requests_total');
  if (requests <= 0) problems.push('portal_http_requests_total counted no request');
  if (sum('portal_http_request_duration_seconds_count') <= 0)
    problems.push('portal_http_request_duration_seconds has no observation');
  for (const { labels } of of('portal_http_requests_total'))
    if (/[?#]|\/\d+(\/|$)/.test(labels.route ?? '')) problems.push(`a route label holds a URL, not a template: ${labels.route}`);
  for (const audience of ['member', 'editor'])
    for (const result of ['success', 'refused', 'throttled', 'unavailable', 'error'])
      if (of('portal_sign_ins_total', { audience, result }).length !== 1)
        problems.push(`portal_sign_ins_total{audience="${audience}",result="${result}"} is missing`);
  const signIns = of('portal_http_requests_total').filter(
    ({ labels }) => /\/login$/.test(labels.route ?? '') && labels.method === 'POST',
  );
  const signedIn = signIns.filter(({ labels }) => labels.status === '200').reduce((total, sample) => total + sample.value, 0);
  if (signedIn > 0 && sum('portal_sign_ins_total', { result: 'success' }) < signedIn)
    problems.push(`${signedIn} sign-ins answered 200, portal_sign_ins_total counts fewer successes`);
  const mails = (await readdir(e2eInboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).length;
  const sent = sum('portal_mail_total', { result: 'sent' });
  if (sent < mails) problems.push(`the SMTP receiver holds ${mails} mails, portal_mail_total{result="sent"} is ${sent}`);
  if (of('portal_mail_total', { result: 'failed' }).length !== 1) problems.push('portal_mail_total{result="failed"} is missing');
  const contentReads =
    sum('portal_content_cache_events_total', { event: 'hit' }) + sum('portal_content_cache_events_total', { event: 'miss' });
  if (requests > 20 && contentReads <= 0) problems.push('no published-content cache read was counted (hit or miss)');
  const kinds = new Set(of('portal_jobs').map(({ labels }) => labels.kind));
  if (
    kinds.size === 0 ||
    of('portal_jobs').some(({ labels }) => !labels.kind || !['queued', 'active', 'failed'].includes(labels.state ?? ''))
  )
    problems.push('portal_jobs has no series, or one without a kind or with an unknown state');
  if (of('portal_db_pool_in_use', { engine: 'pglite' }).length !== 1)
    problems.push('portal_db_pool_in_use{engine="pglite"} is missing');
  if (sum('nodejs_heap_size_used_bytes') <= 0) problems.push('nodejs_heap_size_used_bytes is not positive');

  return {
    problems,
    summary:
      `metrics check: ${declared.length} families, ${samples.length} samples; ${requests} requests, ` +
      `${sum('portal_sign_ins_total', { result: 'success' })} sign-ins, ${sent} mails sent (${mails} received), ` +
      `${contentReads} content-cache reads, job kinds ${[...kinds].join(', ')}`,
  };
}
