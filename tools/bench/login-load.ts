// Logins for the benchmark, sent from a worker thread: the public GET measured beside them is
// timed on the main thread, so its latency does not include the time this process spends sending
// logins and reading their answers (a member's GET does not wait for other members' browsers).
import { Worker } from 'node:worker_threads';
import type { Member, PacedResult } from './load';

export interface LoginLoad {
  base: string;
  members: Member[];
  /** Logins per second, at a fixed arrival rate (see `paced`). */
  rate: number;
  seconds: number;
}

/** Sends `rate` logins per second for `seconds` from a worker thread; resolves with their figures. */
export function pacedLogins(load: LoginLoad): Promise<PacedResult> {
  // tsx's loader is registered per thread: the worker registers it before loading TypeScript.
  const file = new URL('./login-load-worker.ts', import.meta.url).href;
  const start = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file)}); })`;
  const worker = new Worker(start, { eval: true, workerData: load });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: PacedResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the login worker exited (${code}) before answering`)));
  });
}
