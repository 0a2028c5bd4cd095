import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * The metrics' own HTTP listener (METRICS_PORT, on METRICS_HOST, 127.0.0.1 by default): never
 * the public port, so the numbers (routes, sessions, queue depths) are not published to the
 * internet, and a scrape is not shed, timed out or logged like a member's call. It answers
 * `GET /metrics` only; `beforeScrape` fills the gauges read at scrape time.
 */
export async function listenForMetrics(
  { port, host }: { port: number; host: string },
  registry: Registry,
  beforeScrape: () => Promise<void>,
): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: the metrics are at GET /metrics.\n');
      return;
    }
    beforeScrape()
      .catch(() => {}) // a gauge that could not be read is left out; the rest still answer
      .then(() => registry.metrics())
      .then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
        () =>
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected.\n'),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
