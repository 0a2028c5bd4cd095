import { ServiceUnavailableError } from '../errors';

/** Seconds a client is told to wait when the database queue is full. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export interface WorkQueueLimits {
  /** Operations running at once (PGlite runs one statement or transaction at a time). */
  concurrency: number;
  /** Operations allowed to wait; one more is refused at once. */
  maxWaiting: number;
  /** Longest wait for a turn before the operation is refused, in ms. */
  timeoutMs: number;
}

/** How busy the database is: what load shedding reads to refuse new API requests before they start. */
export interface DatabaseLoad {
  /** Operations waiting for their turn (or a connection). */
  waiting: () => number;
  /** Operations running now (PostgreSQL: connections checked out of the pool), for the metrics. */
  inUse: () => number;
  /** How long the operation first in line has waited, in ms (0 when none waits). */
  oldestWaitMs: () => number;
  /** The longest an operation may wait before it fails (DB_QUEUE_TIMEOUT_MS). */
  timeoutMs: number;
}

interface Waiter {
  since: number;
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * A bounded queue in front of the embedded database. PGlite runs one statement at a time (on its
 * own thread, server/db/pglite-thread.ts); without a bound, a burst queues thousands of statements and requests wait 30 s and
 * more. Here an operation waits at most `timeoutMs`, and only `maxWaiting` may wait at all: the
 * rest fail at once with a 503 the client may retry, so the queue (and latency) stays bounded.
 */
export class WorkQueue implements DatabaseLoad {
  #running = 0;
  readonly #waiters: Waiter[] = [];

  constructor(private readonly limits: WorkQueueLimits) {}

  get timeoutMs(): number {
    return this.limits.timeoutMs;
  }

  waiting = (): number => this.#waiters.length;

  inUse = (): number => this.#running;

  oldestWaitMs = (): number => {
    const first = this.#waiters[0];
    return first ? Date.now() - first.since : 0;
  };

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#turn();
    try {
      return await work();
    } finally {
      this.#running -= 1;
      this.#waiters.shift()?.start();
    }
  }

  #turn(): Promise<void> {
    if (this.#running < this.limits.concurrency) {
      this.#running += 1;
      return Promise.resolve();
    }
    if (this.#waiters.length >= this.limits.maxWaiting) return Promise.reject(busy('database queue full'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        since: Date.now(),
        start: () => {
          clearTimeout(waiter.timer);
          this.#running += 1;
          resolve();
        },
        timer: setTimeout(() => {
          const index = this.#waiters.indexOf(waiter);
          if (index >= 0) this.#waiters.splice(index, 1);
          reject(busy(`waited ${this.limits.timeoutMs} ms for the database`));
        }, this.limits.timeoutMs),
      };
      this.#waiters.push(waiter);
    });
  }
}

/** The 503 (with Retry-After) for a call the portal is too busy to answer now, and why. */
export function busy(reason: string): ServiceUnavailableError {
  return new ServiceUnavailableError(BUSY_RETRY_AFTER_SECONDS, { cause: new Error(reason) });
}
