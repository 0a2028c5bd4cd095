// The client of login-timing.ts, on a thread of its own: the portal's event loop (which runs the
// jobs an answer queued right after sending it) cannot delay this thread's reading of the answer,
// as it would for a client on the same thread. Times one POST per message and posts the time back.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { base } = workerData as { base: string };

parentPort!.on('message', async ({ url, body }: { url: string; body: Record<string, string> }) => {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.text();
  parentPort!.postMessage({ ms: performance.now() - started, status: res.status });
});
