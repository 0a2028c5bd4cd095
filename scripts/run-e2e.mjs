// `npm run test:e2e`: the Playwright suites as `npm test` runs them, two runs side by side
// (scripts/stages.mjs, e2eRuns). Each run is one worker, as playwright.config.ts sets: within a run,
// tests share their portal one at a time.
//
// With arguments (`npm run test:e2e -- e2e/home.e2e.spec.ts`), one plain `playwright test` with them.
import { bin, e2eRuns, runGroups } from './stages.mjs';

const extra = process.argv.slice(2);
await runGroups(
  extra.length > 0 ? [[{ name: 'playwright', command: bin('playwright'), args: ['test', ...extra] }]] : [e2eRuns()],
);
