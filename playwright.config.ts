import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch, visualChromiumLaunch } from './tools/shared/chromium';

const port = Number(process.env.E2E_PORT ?? 8181);
export const e2eBaseUrl = `http://127.0.0.1:${port}`;

const stableContext = {
  locale: 'en-US',
  timezoneId: 'UTC',
  colorScheme: 'light' as const,
  reducedMotion: 'reduce' as const,
  launchOptions: chromiumLaunch,
};

/** The journeys' browser: a desktop Chromium with the stable context. */
const desktopJourneys = { ...devices['Desktop Chrome'], ...stableContext };

export default defineConfig({
  testDir: './e2e',
  snapshotDir: './visual-baselines',
  snapshotPathTemplate: '{snapshotDir}/{testFileName}/{arg}-{projectName}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A journey takes up to about 55 s alone on 2 cores; `npm run test:e2e` runs two Playwright runs
  // side by side on them, where the same journeys took 1.5–2 times as long (a CI run on
  // 2026-11-27 timed three of them out at 60 s). The limit guards against hangs, not speed.
  timeout: 120_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list'], ['html', { open: 'never' }]],
  expect: {
    // 20 s: on a slow 2-core machine with both runs side by side, busy editor screens took over
    // 10 s to show their lists (four tests passed only on their retry in a CI run on 2026-11-27).
    timeout: 20_000,
    // Exact: one changed pixel fails (a recoloured logo or a changed word is never "within
    // tolerance"). e2e/support/visual.ts makes rendering deterministic instead of tolerating noise.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixels: 0,
      threshold: 0,
      scale: 'css',
      // Absolute: the visual-review tool runs Playwright from another folder.
      stylePath: path.join(import.meta.dirname, 'e2e/support/screenshot.css'),
    },
  },
  // A trace only for a failed test's retry (CI retries once): recording one for every test and
  // dropping it on success took a third of the suite's CPU (docs/testing.md). Locally, ask for one:
  // `npx playwright test … --trace=retain-on-failure`.
  use: { baseURL: e2eBaseUrl, trace: 'on-first-retry', ...stableContext },
  projects: [
    {
      name: 'e2e',
      testMatch: /.*\.e2e\.spec\.ts/,
      testIgnore: /accessibility\.e2e\.spec\.ts/,
      use: desktopJourneys,
    },
    // axe over every screen: a project of its own so `npm run test:e2e` can run it beside the journeys
    // (scripts/run-e2e.mjs).
    { name: 'accessibility', testMatch: /accessibility\.e2e\.spec\.ts/, use: desktopJourneys },
    // The machines' generated paths in the real UI (e2e/qa/): only with QA_PATHS set, by `npm run qa:paths`.
    ...(process.env.QA_PATHS
      ? [
          {
            name: 'qa-paths',
            testMatch: /qa\/.*\.qa\.spec\.ts/,
            use: { ...desktopJourneys, actionTimeout: 10_000 },
          },
        ]
      : []),
    {
      name: 'visual-desktop',
      testMatch: /.*\.visual\.spec\.ts/,
      use: {
        ...stableContext,
        launchOptions: visualChromiumLaunch,
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
      },
    },
    {
      name: 'visual-mobile',
      testMatch: /.*\.visual\.spec\.ts/,
      use: {
        ...stableContext,
        launchOptions: visualChromiumLaunch,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  // After each run, with its portal still up: the metrics scrape and the log's secrets (issue 41).
  // Absolute: the visual-review tool runs Playwright from another folder.
  globalTeardown: path.join(import.meta.dirname, 'e2e/support/ops-teardown.ts'),
  webServer: {
    command: `npx tsx e2e/support/test-server.ts`,
    url: `${e2eBaseUrl}/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
    stdout: 'pipe',
  },
});
