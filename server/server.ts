import { readConfig } from './config';
import { isDatabaseUnavailable } from './db/connection-errors';
import { beginStart } from './early-start';

// `npm start` (compiled into build/server/server.js by `npm run build`). This file loads little:
// it locks the data folder and starts opening PGlite on its thread first, then loads the rest of
// the server (serve.ts, and app.ts which builds the app) while the database opens beside it
// (docs/performance.md, "Start-up").

// A database that drops away later must never end the process: requests answer 503 meanwhile.
process.on('unhandledRejection', (reason) => {
  if (isDatabaseUnavailable(reason)) return console.warn(`database unavailable: ${(reason as Error).message}`);
  throw reason;
});

const config = readConfig();
const early = await beginStart(config).catch((error: Error) => {
  console.error(`the Source cannot start: ${error.message}`);
  process.exit(1);
});
const { serve } = await import('./serve');
await serve(config, early);
