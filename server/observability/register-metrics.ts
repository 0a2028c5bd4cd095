import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { initialiseCounters, registerHttpMetrics } from './http-metrics';
import { countingContentCache, countingMailer } from './instrumented-deps';
import { createMetricFamilies } from './metric-families';
import { listenForMetrics } from './metrics-listener';
import { fillScrapeGauges } from './scrape-gauges';

/**
 * Prometheus metrics (docs/observability.md, "Metrics"), when METRICS_PORT is set: off, nothing is
 * counted and no hook is added. On, the request hooks count every call, the mailer and the
 * published-content cache in `deps` are replaced by counting ones (before the handlers are made
 * from `deps`, so every caller uses them), and the metrics listener opens with the app (onReady:
 * a port already taken fails the start instead of leaving the portal unwatched) and closes with it.
 */
export function registerMetrics(app: FastifyInstance, deps: AppDeps): void {
  const settings = deps.config.metrics;
  if (!settings) return;
  const families = createMetricFamilies();
  initialiseCounters(families);
  deps.mailer = countingMailer(deps.mailer, families);
  deps.contentCache = countingContentCache(deps.contentCache, families);
  registerHttpMetrics(app, families);
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    server = await listenForMetrics(settings, families.registry, () => fillScrapeGauges(families, deps));
    app.log.info(`metrics on http://${settings.host}:${settings.port}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (!server) return;
    const closing = new Promise((resolve) => server!.close(resolve));
    server.closeAllConnections();
    await closing;
  });
}
