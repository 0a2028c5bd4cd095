// Playwright's globalTeardown: once a run's tests are done, with its portal still up (Playwright
// stops the webServer after this), the operability checks of issue 41 on what the run left
// (docs/observability.md): a scrape of the metrics port, and the log holding no secret of the run.
// Each Playwright run (the journeys, the screens) has its own portal and checks its own.
import { checkLogForSecrets } from './log-secrets-check';
import { checkMetrics } from './metrics-check';

export default async function opsTeardown(): Promise<void> {
  const metrics = await checkMetrics();
  const log = await checkLogForSecrets();
  for (const { summary } of [metrics, log]) if (summary) console.log(summary);
  const problems = [...metrics.problems.map((p) => `metrics: ${p}`), ...log.problems.map((p) => `log: ${p}`)];
  if (problems.length > 0) throw new Error(`The run's operability checks failed:\n- ${problems.join('\n- ')}`);
}
