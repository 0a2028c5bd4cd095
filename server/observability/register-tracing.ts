import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import type { Mailer } from '../mail/mailer';
import { inSpan, startTracing, tracingActive } from './tracing';

/** Mail sends as spans (SMTP or the outbox): inside the request's or the job's trace. */
function tracedMailer(mailer: Mailer): Mailer {
  return { ...mailer, send: (mail) => inSpan('mail.send', { 'mail.mode': mailer.mode }, () => mailer.send(mail)) };
}

/**
 * Traces (docs/observability.md, "Traces"): with OTEL_EXPORTER_OTLP_ENDPOINT set, tracing starts
 * (the OTLP/HTTP exporter reads that variable and the other OTEL_EXPORTER_OTLP_* ones itself) and
 * every request gets a span with its route and status (@fastify/otel, registered before every
 * other plugin and route, as it requires), and each log line of a request carries its trace and
 * span ids. Off, nothing is registered.
 */
export async function registerTracing(app: FastifyInstance, deps: AppDeps): Promise<void> {
  if (deps.config.otlpEndpoint && !tracingActive()) startTracing(new OTLPTraceExporter());
  if (!tracingActive()) return;
  // Hook spans would be a dozen per request; the request span and the handler's are what an operator follows.
  const instrumentation = new FastifyOtelInstrumentation({ instrumentHooks: false });
  await app.register(instrumentation.plugin());
  app.addHook('onRequest', (request, reply, done) => {
    const otel = request.opentelemetry();
    if (otel.enabled) {
      const { traceId, spanId } = otel.span.spanContext();
      request.log = request.log.child({ trace_id: traceId, span_id: spanId });
      reply.log = request.log;
    }
    done();
  });
  deps.mailer = tracedMailer(deps.mailer);
}
