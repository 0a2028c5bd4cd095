import type { ServerConfig } from './config';
import type { PublishedContentCache } from './content/published-cache';
import type { Db } from './db/client';
import type { DurableJobs } from './jobs/durable-jobs';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { Secrets } from './secrets';
import type { FileStorage } from './uploads/file-storage';

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
  /** The public content as last read; whatever changes content calls `publishedContentChanged` (content/content-changes.ts). */
  contentCache: PublishedContentCache;
  /**
   * Every uploaded file (profile pictures, support attachments, editor media), by kind and key:
   * folders in DATA_DIR with PGlite, the database with PostgreSQL (server/uploads/file-storage.ts).
   */
  files: FileStorage;
}
