import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { startTracing, stopTracing } from '../../server/observability/tracing';
import { notifyMembers } from '../../server/services/notify-members';
import { createMember, type TestMember } from './support/members';
import { createTestApp, engines, type TestApp } from './support/test-app';

const PASSWORD = 'Traced-Lens-Quartz-3';

/** The spans of one trace, each with its parent's name, to read a trace as a tree. */
function treeOf(spans: ReadableSpan[], traceId: string) {
  const mine = spans.filter((span) => span.spanContext().traceId === traceId);
  const byId = new Map(mine.map((span) => [span.spanContext().spanId, span]));
  return mine.map((span) => ({ name: span.name, parent: byId.get(span.parentSpanContext?.spanId ?? '')?.name ?? null, span }));
}

/**
 * Issue 41, "Traces": with tracing on (here an in-memory exporter in place of OTLP), a sign-in
 * is one trace: the request span with its route and status, and below it the database work
 * (PostgreSQL statements, or PGlite's turns), the argon2 hash, and the log lines of that request
 * carry its trace id. Tracing is process-wide, so this file stops it when it ends.
 */
describe.each(engines)('traces of a sign-in on %s', (engine) => {
  const exporter = new InMemorySpanExporter();
  const lines: string[] = [];
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    startTracing(exporter, { batch: false });
    t = await createTestApp({ engine, seed: false, logStream: { write: (line) => void lines.push(line) } });
    member = await createMember(t, { withPassword: true, password: PASSWORD, emailNotification: true });
  });
  afterAll(async () => {
    await t?.close();
    await stopTracing();
  });

  it('is one trace: the request with route and status, its database work and the argon2 hash', async () => {
    exporter.reset();
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/login?_format=json',
      payload: { name: member.mail, pass: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.deps.jobs.drain();
    const spans = exporter.getFinishedSpans();
    const request = spans.find((span) => span.name === 'request' && span.attributes['http.route'] === '/user/login');
    expect(request, spans.map((span) => span.name).join(', ')).toBeDefined();
    expect(request!.attributes['http.request.method']).toBe('POST');
    expect(request!.attributes['http.response.status_code']).toBe(200);
    expect(request!.parentSpanContext).toBeUndefined();

    const tree = treeOf(spans, request!.spanContext().traceId);
    const names = tree.map((node) => node.name);
    expect(names).toContain('argon2');
    const database = tree.filter((node) => node.name === (engine === 'postgres' ? 'pg.query' : 'pglite.operation'));
    expect(database.length).toBeGreaterThan(0);
    if (engine === 'postgres') {
      const texts = database.map((node) => String(node.span.attributes['db.query.text']));
      expect(texts.some((text) => text.includes('"users"'))).toBe(true);
    }
    // Every span of the trace hangs under the request (no orphan roots).
    for (const node of tree) if (node.span !== request) expect(node.parent, node.name).not.toBeNull();

    // The request's log lines carry its trace id (the first, 'incoming request', is written before any hook runs).
    const entries = lines.map(
      (line) => JSON.parse(line) as { reqId?: string; trace_id?: string; msg: string; req?: { url: string } },
    );
    const reqId = entries.find((entry) => entry.req?.url.startsWith('/user/login'))?.reqId;
    const completed = entries.find((entry) => entry.reqId === reqId && entry.msg === 'request completed');
    expect(completed?.trace_id).toBe(request!.spanContext().traceId);
  });

  it('traces the mail a request sends, inside that request’s trace', async () => {
    exporter.reset();
    const res = await t.app.inject({ method: 'POST', url: '/user/lost-password?_format=json', payload: { mail: member.mail } });
    expect(res.statusCode).toBe(200);
    await t.deps.jobs.drain();
    const spans = exporter.getFinishedSpans();
    const request = spans.find((span) => span.name === 'request' && span.attributes['http.route'] === '/user/lost-password')!;
    const mail = spans.find((span) => span.name === 'mail.send');
    expect(mail).toBeDefined();
    expect(mail!.spanContext().traceId).toBe(request.spanContext().traceId);
  });

  it('continues the trace of an incoming traceparent header (a proxy or the caller that traced first)', async () => {
    exporter.reset();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const res = await t.app.inject({
      method: 'GET',
      url: '/viewapi/banner-list',
      headers: { traceparent: `00-${traceId}-${parentId}-01` },
    });
    expect(res.statusCode).toBe(200);
    const request = exporter.getFinishedSpans().find((span) => span.name === 'request')!;
    expect(request.spanContext().traceId).toBe(traceId);
    expect(request.parentSpanContext?.spanId).toBe(parentId);
  });

  it('traces each batch of durable jobs as a trace of its own, with the mails it sends under it', async () => {
    exporter.reset();
    await notifyMembers(t.deps, { subject: 'Traced', messageHtml: '<p>Traced</p>', audience: member.mail });
    await t.settleJobs();
    const spans = exporter.getFinishedSpans();
    const job = spans.find((span) => span.name === 'job' && span.attributes['job.kind'] === 'notification-mail');
    expect(job, spans.map((span) => span.name).join(', ')).toBeDefined();
    expect(job!.attributes['job.count']).toBe(1);
    expect(job!.parentSpanContext).toBeUndefined();
    const tree = treeOf(spans, job!.spanContext().traceId);
    expect(tree.find((node) => node.name === 'mail.send')?.parent).toBe('job');
    const database = engine === 'postgres' ? 'pg.query' : 'pglite.operation';
    expect(tree.filter((node) => node.name === database).length).toBeGreaterThan(0);
  });
});

describe('tracing settings', () => {
  it('are off unless OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
    expect(readConfig({}).otlpEndpoint).toBeUndefined();
    expect(readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }).otlpEndpoint).toBe('http://127.0.0.1:4318');
  });
});
