// Preloaded into the portal by `npm run bench` only (NODE_OPTIONS=--import, with
// BENCH_REQUEST_TIMES naming a file); the product never loads it. For each request that carries an
// `x-bench-id` header it notes when Node handed the request to the portal (the server's 'request'
// event) and when the answer had been written ('finish'), in milliseconds on CLOCK_MONOTONIC,
// the clock every process on the machine shares (process.hrtime), and appends "id request finish"
// lines to that file. The bench joins them with its own send and receive times
// (tools/bench/get-split.ts) to tell where the slowest GETs' time went.
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { setInterval } from 'node:timers';

const file = process.env.BENCH_REQUEST_TIMES;
if (file) {
  const lines = [];
  const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitTimed(event, request, response) {
    const id = event === 'request' ? request.headers['x-bench-id'] : undefined;
    if (typeof id === 'string') {
      const requestMs = monotonicMs();
      response.once('finish', () => lines.push(`${id} ${requestMs.toFixed(3)} ${monotonicMs().toFixed(3)}`));
    }
    return emit.apply(this, arguments);
  };
  const flush = () => {
    if (lines.length > 0) appendFileSync(file, `${lines.splice(0).join('\n')}\n`);
  };
  setInterval(flush, 200).unref();
  process.on('exit', flush);
}
