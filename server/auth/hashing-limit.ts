import os from 'node:os';
import { ServiceUnavailableError } from '../errors';

/** Password hashing allowed at once and waiting, process-wide (docs/operations.md, "Timeouts and load shedding"). */
export interface HashingLimits {
  /** HASH_CONCURRENCY: hashes computed at once (default: one less than the cores, at least one). */
  concurrency: number;
  /** HASH_QUEUE_MAX: hashes allowed to wait for a turn; one more is refused with a 503 at once. */
  queueMax: number;
}

export function defaultHashingLimits(env: NodeJS.ProcessEnv = process.env): HashingLimits {
  const cores = os.availableParallelism();
  return {
    concurrency: positiveWhole(env.HASH_CONCURRENCY) ?? Math.max(1, cores - 1),
    queueMax: positiveWhole(env.HASH_QUEUE_MAX) ?? 64,
  };
}

function positiveWhole(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed >= 1 ? parsed : undefined;
}

/**
 * Runs password hashing a few at a time. argon2id is deliberately expensive (about 13 ms of one
 * core and 19 MiB each); unbounded, 50 logins a second fill both cores and every other request
 * waits behind them. Bounded, the hashes queue among themselves, the event loop keeps a core (and
 * the hashing threads yield to it: hashing-threads.ts), and a burst beyond the queue gets 503 +
 * Retry-After instead of a slow login.
 */
export class HashingLimiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private limits: HashingLimits) {}

  /** Hashes allowed at once now. */
  get concurrency(): number {
    return this.limits.concurrency;
  }

  /** Hashes being computed now (the metrics' hashing slots in use). */
  get inUse(): number {
    return this.running;
  }

  /** Hashes waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** New limits for the next turns (start-up reads them from the environment; tests set small ones). */
  configure(limits: HashingLimits): void {
    this.limits = limits;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queueMax) throw new ServiceUnavailableError(1);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The process's one limiter: the cores and libuv's thread pool are the process's too. */
export const hashingLimiter = new HashingLimiter(defaultHashingLimits());
