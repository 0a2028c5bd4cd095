/**
 * The scheduling priority (Linux nice value) of the portal's worker threads, lower is sooner. The
 * event loop keeps the default 0: it accepts every request and answers the cheap ones (published
 * content, the SPA) itself, so when the cores are busy it runs first. The database thread comes
 * next: every member call waits on it. Password hashing comes last: a hash is 15 ms of pure CPU,
 * and a burst of logins should make logins slower, not everything else (docs/performance.md,
 * "What the server does"). On Linux a thread's nice value is its own; each thread sets its own.
 */
export const THREAD_NICE = {
  /** PGlite's thread (server/db/pglite-thread.ts). */
  database: 5,
  /** The argon2id threads (server/auth/hashing-threads.ts). */
  hashing: 19,
} as const;
