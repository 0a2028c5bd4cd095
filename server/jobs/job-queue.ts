/** How a sign-in was completed (schema.ts SIGN_IN_FACTORS). */
export type SignInFactor = 'password' | 'totp' | 'recovery_code';
/** What changed in an account's second factors. */
export type SecondFactorChange = 'totp_added' | 'totp_removed' | 'recovery_codes_regenerated';

/**
 * Work that happens after the answer: the caller gets the same reply, in the same time, whatever
 * the work turns out to be (e.g. lost-password mails only known accounts). In-process for now; a
 * durable queue (a jobs table polled by a worker) can replace it behind the same interface, which
 * is why a job is a name plus a JSON-serialisable payload, and the code that runs it is looked up
 * by name when it runs.
 */
export interface JobQueue {
  /** Queues a job; never throws and never waits for the job. */
  enqueue<N extends keyof JobPayloads>(name: N, payload: JobPayloads[N]): void;
  /** Resolves once every queued job has finished, or after `timeoutMs`; jobs still running then are logged. */
  drain(timeoutMs?: number): Promise<void>;
}

/** The payload of each job, by name (only what a later process would need to redo it). */
export interface JobPayloads {
  'password-reset.mail': { mail: string };
  /** A sign-in from a browser new to the account: `at` is the sign-in's time (ISO 8601). */
  'new-browser.mail': { uid: number; userAgent: string; ipPrefix: string; at: string; factor?: SignInFactor };
  /** The account's second factors changed (docs/second-factors.md): `at` is the change's time (ISO 8601). */
  'second-factor.mail': { uid: number; change: SecondFactorChange; at: string };
  /** A refused sign-in of an existing account, for its history: `at` is the attempt's time (ISO 8601). */
  'sign-in.record': {
    uid: number;
    outcome: 'wrong_password' | 'blocked' | 'not_activated' | 'locked_out' | 'wrong_second_factor';
    userAgent: string;
    ipPrefix: string;
    at: string;
  };
}

export type JobRunners = { [N in keyof JobPayloads]: (payload: JobPayloads[N]) => Promise<void> };

export interface JobLog {
  /** A job that failed on every attempt: nothing is lost silently. */
  failed(name: string, attempts: number, error: unknown): void;
  /** Jobs still running when the queue had to stop waiting for them (e.g. at shutdown). */
  abandoned(names: string[]): void;
}

interface InProcessQueueOptions {
  /** Attempts per job before it is logged as failed (default 3). */
  attempts?: number;
  /** Wait before each retry, in ms (default 1 s, then 5 s). */
  retryDelaysMs?: number[];
}

const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;

/**
 * Runs each job on the next turn of the event loop, retries a failing job, and logs it when every
 * attempt failed. `runners` is a function so it can close over the app's dependencies lazily.
 */
export function createInProcessQueue(
  runners: () => JobRunners,
  log: JobLog,
  { attempts = 3, retryDelaysMs = [1000, 5000] }: InProcessQueueOptions = {},
): JobQueue {
  const running = new Map<Promise<void>, string>();

  async function run<N extends keyof JobPayloads>(name: N, payload: JobPayloads[N]): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    for (let attempt = 1; ; attempt += 1) {
      try {
        await runners()[name](payload);
        return;
      } catch (error) {
        if (attempt >= attempts) {
          log.failed(name, attempt, error);
          return;
        }
        await new Promise<void>((resolve) => setTimeout(resolve, retryDelaysMs[attempt - 1] ?? retryDelaysMs.at(-1) ?? 0));
      }
    }
  }

  return {
    enqueue(name, payload) {
      const job = run(name, payload);
      running.set(job, name);
      void job.finally(() => running.delete(job));
    },
    async drain(timeoutMs = DEFAULT_DRAIN_TIMEOUT_MS) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      // Jobs may queue more jobs; wait until none are left.
      while (running.size > 0) {
        const outcome = await Promise.race([Promise.all(running.keys()), timedOut]);
        if (outcome === 'timeout') {
          log.abandoned([...running.values()]);
          break;
        }
      }
      clearTimeout(timer);
    },
  };
}
