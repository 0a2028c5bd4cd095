import { defineConfig } from 'drizzle-kit';

// Migrations are generated once from schema.ts and applied to PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
