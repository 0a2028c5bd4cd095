import type { ServerConfig } from './config';
import type { PublishedContentCache } from './content/published-cache';
import type { Db } from './db/client';
import type { DurableJobs } from './jobs/durable-jobs';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { Secrets } from './secrets';
import type { MediaStorage } from './uploads/media-storage';

/** What every handler factory receives; tests build it with their own clock, mailer and database. */
export interface AppDeps {
  config: ServerConfig;
  db: Db;
  secrets: Secrets;
  mailer: Mailer;
  /** The clock; tests move it to check expiry rules. */
  now: () => Date;
  /** Work done after the answer (e.g. the lost-password mail); drained before the database closes. */
  jobs: JobQueue;
  /** Jobs kept in the database (notification emails): any process with a worker runs them. */
  durableJobs: DurableJobs;
  /** The public content as last read; whatever changes content invalidates it. */
  contentCache: PublishedContentCache;
  /** The editors' uploaded media (pictures and videos of the home page), by key. */
  media: MediaStorage;
}
