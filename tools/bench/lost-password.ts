// Prints the median answer time of POST /user/lost-password for a known and an unknown email. They
// should be about the same: the account-dependent work runs after the answer (docs/security.md,
// "Lost password: the same answer in the same time").
//
//   npx tsx tools/bench/lost-password.ts [rounds]    (default 200)
//
// The portal as `npm start` composes it (server/runtime.ts and server/app.ts; PGlite in a fresh
// data folder, demo content seeded, the file outbox as its mailer), in this process: the member
// signs up over HTTP as the SPA would, and each lost-password call is timed with Fastify's
// inject (no socket, so the figure is the portal's own work), with the queued mail job drained
// outside the timed part, as it would finish between two real requests.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { seedIfEmpty } from '../../server/content/seed-content';
import { openRuntime } from '../../server/runtime';
import { newProfessionalAccount, signUpProfessionalOverHttp } from '../shared/http-member';
import { median } from './figures';

const rounds = Number(process.argv[2] ?? 200);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'source-bench-lost-password-'));
const config = readConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  // Every call comes from 127.0.0.1 and asks for the same account; load shedding is not measured here.
  FLOOD_LIMIT_MULTIPLIER: '100000',
  MAX_EVENT_LOOP_DELAY_MS: '0',
});
const runtime = await openRuntime(config, () => {});
try {
  await seedIfEmpty(runtime.deps.db, config.contentDir);
  const app = await buildApp({ deps: runtime.deps });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const known = newProfessionalAccount();
    await signUpProfessionalOverHttp(base, dataDir, known);
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    for (let round = 0; round < rounds; round += 1) {
      for (const kind of round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
        const mail = kind === 'known' ? known.mail : `nobody.${round}@example.com`;
        const started = performance.now();
        const res = await app.inject({ method: 'POST', url: '/user/lost-password?_format=json', payload: { mail } });
        times[kind].push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
        await runtime.deps.jobs.drain();
      }
    }
    console.log(
      `lost-password, ${rounds} rounds: median known ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms`,
    );
  } finally {
    await app.close();
  }
} finally {
  await runtime.close();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
// Once it has hashed a password, the portal's hashing thread keeps this process alive after
// everything is closed (`npm start` never needs it to exit by itself).
process.exit();
