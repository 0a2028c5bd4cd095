// Prints the median answer time of POST /user/lost-password for a known and an unknown email
// (in-process, PGlite, recording mailer). They should be about the same: the account-dependent
// work runs after the answer (docs/security.md). Usage: npx tsx scripts/bench-lost-password.ts [rounds]
import { performance } from 'node:perf_hooks';
import { insertAccountsFixtures, signedInProfessional } from '../tests/server/support/accounts-fixtures';
import { createTestApp } from '../tests/server/support/test-app';

const rounds = Number(process.argv[2] ?? 200);
const t = await createTestApp({
  engine: 'pglite',
  seed: false,
  env: { FLOOD_LIMIT_MULTIPLIER: '100000', MAX_EVENT_LOOP_DELAY_MS: '0' },
});
await insertAccountsFixtures(t);
const { mail: known } = await signedInProfessional(t);
const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };

for (let round = 0; round < rounds; round += 1) {
  for (const kind of round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
    const mail = kind === 'known' ? known : `nobody.${round}@example.com`;
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/user/lost-password?_format=json', payload: { mail } });
    times[kind].push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
    // Let the queued job finish outside the measured time, as it would between real requests.
    await t.deps.jobs.drain();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `lost-password, ${rounds} rounds: median known ${median(times.known).toFixed(2)} ms, unknown ${median(times.unknown).toFixed(2)} ms`,
);
await t.close();
