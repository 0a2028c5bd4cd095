import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Options } from '@node-rs/argon2';
import { THREAD_NICE } from '../thread-priorities';

/**
 * The threads that hash passwords (docs/operations.md, "Timeouts and load shedding"). Each is a worker thread
 * that lowers its own scheduling priority to the lowest (THREAD_NICE.hashing), so when the cores
 * are busy the scheduler serves the event loop and the database, and every other request, before
 * a hash: a burst of logins makes logins slower, not the rest of the portal. The limiter
 * (hashing-limit.ts) decides how many hash at once; this runs them.
 */

/** The worker's code (CommonJS, evaluated: no separate file to build), given argon2's resolved path. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const os = require('node:os');
const argon2 = require(workerData.argon2);
try { os.setPriority(0, workerData.nice); } catch {}
parentPort.on('message', ({ id, password, passHash }) => {
  try {
    const value = passHash === undefined
      ? argon2.hashSync(password, workerData.options)
      : argon2.verifySync(passHash, password);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Pending {
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Answer {
  id: number;
  value?: string | boolean;
  error?: string;
}

/** Resolved here, so the worker finds the same package whatever the working folder. */
const ARGON2_PATH = createRequire(import.meta.url).resolve('@node-rs/argon2');

class HashingThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  /** False once the thread has died: the pool replaces it. */
  alive = true;

  constructor(options: Options) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      // Not the parent's flags: the code above is CommonJS whatever the parent was started with.
      execArgv: [],
      workerData: { options, argon2: ARGON2_PATH, nice: THREAD_NICE.hashing },
    });
    // An idle hashing thread does not keep the process alive.
    this.worker.unref();
    this.worker.on('message', ({ id, value, error }: Answer) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (error !== undefined) waiting?.reject(new Error(error));
      else waiting?.resolve(value!);
    });
    const fail = (error: Error) => {
      this.alive = false;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`password hashing thread stopped (${code})`)));
  }

  get load(): number {
    return this.pending.size;
  }

  run(password: string, passHash?: string): Promise<string | boolean> {
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, password, passHash });
    });
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

/** A few hashing threads, started when first needed; a dead one is replaced on the next call. */
export class HashingThreads {
  private threads: HashingThread[] = [];

  constructor(
    private readonly options: Options,
    /** How many threads at most: the limiter's concurrency (more would only wait). */
    private readonly size: () => number,
  ) {}

  private leastBusy(): HashingThread {
    this.threads = this.threads.filter((thread) => thread.alive);
    const idle = this.threads.find((thread) => thread.load === 0);
    if (idle) return idle;
    if (this.threads.length < Math.max(1, this.size())) {
      const thread = new HashingThread(this.options);
      this.threads.push(thread);
      return thread;
    }
    return this.threads.reduce((least, thread) => (thread.load < least.load ? thread : least));
  }

  async hash(password: string): Promise<string> {
    return (await this.leastBusy().run(password)) as string;
  }

  async verify(passHash: string, password: string): Promise<boolean> {
    return (await this.leastBusy().run(password, passHash)) as boolean;
  }

  /** Stops every thread (tests; the process's own exit does not wait for them). */
  async stop(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((thread) => thread.stop()));
  }
}
