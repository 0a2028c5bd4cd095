import { buildApp } from './app';
import { seedIfEmpty } from './content/seed-content';
import { openRuntime } from './runtime';

// Listen and close gracefully; everything else is built in app.ts.
const { deps, database, close } = await openRuntime();
const seeded = await seedIfEmpty(deps.db, deps.config.contentDir);
const app = await buildApp({ deps, logger: true });
if (seeded) app.log.info('empty database seeded with the demo content');

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, closing`);
  await app.close();
  await close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: deps.config.port, host: deps.config.host });
app.log.info(`the Source is running at ${deps.config.publicUrl} (database: ${database.kind}, mail: ${deps.mailer.mode})`);
