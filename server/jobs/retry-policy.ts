/**
 * The one place that decides whether and when a durable job's email is tried again (a notification
 * email, `notification-mail`, and a contact message's forward, `contact-message-forward`;
 * docs/operations.md, "Job queue"):
 *
 * - an attempt that fails (deliverNotificationMail throws) is retried up to `retryLimit` times
 *   after the first, the first retry `retryDelaySeconds` later and each later one twice as long
 *   after the one before (pg-boss's backoff);
 * - a job still running after `expireSeconds` is taken to be lost with its process, and any
 *   worker tries it again;
 * - a failure on the last attempt is final: the delivery counts as failed, and a run of the same
 *   job again (an expired one) finds nothing to send; so does one for a delivery already sent, or
 *   for a member no longer active (db/notification-deliveries.repository.ts, `claimDelivery`).
 *
 * The settings come from the environment (server/config.ts reads them with RETRY_SETTINGS); the
 * queue is created with `queueRetryOptions` and tells each job `isLastAttempt` (durable-jobs.ts);
 * deliverNotificationMail records a failure as final, or queued for the retry, from that.
 */
export interface RetryPolicy {
  /** JOBS_RETRY_LIMIT (default 5): retries after the first attempt before an email counts as failed. */
  retryLimit: number;
  /** JOBS_RETRY_DELAY_SECONDS (default 30): the first retry's wait, doubled for each later one. */
  retryDelaySeconds: number;
  /** JOBS_EXPIRE_SECONDS (default 120): a job running longer (its process died) is retried. */
  expireSeconds: number;
}

/** Each setting's environment variable, its default, and the least value accepted (else the default). */
export const RETRY_SETTINGS: Record<keyof RetryPolicy, { variable: string; fallback: number; min: number }> = {
  retryLimit: { variable: 'JOBS_RETRY_LIMIT', fallback: 5, min: 0 },
  retryDelaySeconds: { variable: 'JOBS_RETRY_DELAY_SECONDS', fallback: 30, min: 1 },
  expireSeconds: { variable: 'JOBS_EXPIRE_SECONDS', fallback: 120, min: 1 },
};

/** The policy, each setting read by `read` (server/config.ts reads whole numbers from the environment). */
export function readRetryPolicy(read: (variable: string, fallback: number, min: number) => number): RetryPolicy {
  const setting = (key: keyof RetryPolicy) =>
    read(RETRY_SETTINGS[key].variable, RETRY_SETTINGS[key].fallback, RETRY_SETTINGS[key].min);
  return {
    retryLimit: setting('retryLimit'),
    retryDelaySeconds: setting('retryDelaySeconds'),
    expireSeconds: setting('expireSeconds'),
  };
}

/**
 * The policy as pg-boss queue options. pg-boss stores them with the queue when it creates it (a
 * queue that already exists keeps the options it was created with), and each job takes the
 * queue's when it is added.
 */
export function queueRetryOptions({ retryLimit, retryDelaySeconds, expireSeconds }: RetryPolicy) {
  return { retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds: expireSeconds };
}

/** Whether a job's attempt is its last: a failure now is final, no retry follows (pg-boss's counts). */
export function isLastAttempt({ retryCount, retryLimit }: { retryCount: number; retryLimit: number }): boolean {
  return retryCount >= retryLimit;
}
