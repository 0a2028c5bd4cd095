import type { AppDeps } from '../deps';
import type { DurableJobHandlers } from '../jobs/durable-jobs';
import { createInProcessQueue, type JobLog, type JobRunners } from '../jobs/job-queue';
import { deliverNotificationMail } from './deliver-notification-mail';
import { forwardContactMessage } from './receive-contact-message';
import { recordRefusedSignIn } from './record-sign-in';
import { mailPasswordReset } from './request-password-reset';
import { mailSecondFactorChange } from './second-factors';
import { mailNewBrowser } from './warn-of-new-browser';

/** What each queued job runs, by name (see jobs/job-queue.ts). */
function jobRunners(deps: AppDeps): JobRunners {
  return {
    'password-reset.mail': ({ mail }) => mailPasswordReset(deps, mail),
    'new-browser.mail': (payload) => mailNewBrowser(deps, payload),
    'sign-in.record': (payload) => recordRefusedSignIn(deps, payload),
    'second-factor.mail': (payload) => mailSecondFactorChange(deps, payload),
  };
}

/** What each durable job runs, by name (see jobs/durable-jobs.ts). */
export function durableJobHandlers(deps: AppDeps): DurableJobHandlers {
  return {
    'notification-mail': (job) => deliverNotificationMail(deps, job),
    'contact-message-forward': (job) => forwardContactMessage(deps, job),
  };
}

/** The app's dependencies with an in-process job queue whose jobs run with those same dependencies. */
export function withJobQueue(
  deps: Omit<AppDeps, 'jobs'>,
  log: JobLog,
  options?: Parameters<typeof createInProcessQueue>[2],
): AppDeps {
  const full = { ...deps } as AppDeps;
  full.jobs = createInProcessQueue(() => jobRunners(full), log, options);
  return full;
}

/** A JobLog writing to a line logger (console.error by default). */
export function lineJobLog(write: (line: string) => void = console.error): JobLog {
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
  return {
    failed: (name, attempts, error) => write(`background job ${name} failed after ${attempts} attempt(s): ${reason(error)}`),
    abandoned: (names) => write(`background jobs still running when the queue stopped: ${names.join(', ')}`),
  };
}
