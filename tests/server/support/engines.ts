export type Engine = 'pglite' | 'postgres';

/**
 * The engines a server test runs on. Each Vitest server project names its engine in TEST_ENGINE
 * (vite.config.ts: `server` on PGlite, `server-postgres` on PostgreSQL when TEST_DATABASE_URL is
 * set; docs/testing.md says which files the PostgreSQL project runs). Without it (a script
 * importing the harness): PGlite, plus PostgreSQL when TEST_DATABASE_URL is set.
 */
export const engines: Engine[] = process.env.TEST_ENGINE
  ? [process.env.TEST_ENGINE as Engine]
  : process.env.TEST_DATABASE_URL
    ? ['pglite', 'postgres']
    : ['pglite'];

/** Whether this run's tests are on PostgreSQL: the tests that need a PostgreSQL server (several processes, LISTEN) run only then. */
export const onPostgres = engines.includes('postgres') && Boolean(process.env.TEST_DATABASE_URL);
