import { existsSync } from 'node:fs';

// Debian's chromium, never a downloaded browser (ARCHITECTURE.md §5); the flags keep it quiet and
// working in a container without a GPU or a large /dev/shm. Used by Playwright's projects
// (playwright.config.ts) and the benchmark's browser and Lighthouse parts (tools/bench/).
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The browser: CHROMIUM_PATH, else Debian's package. Its binary itself, not the `/usr/bin/chromium`
 * launcher script, which adds Debian's desktop flags (GPU rasterisation, bundled extensions, …)
 * and costs CPU without changing a pixel of the visual baselines (docs/testing.md). The visual
 * projects and the benchmark use it.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium');

/**
 * The journeys' and axe's browser: Debian's chromium-headless-shell (Chromium's old headless mode,
 * the same engine without the browser's own UI), a third less CPU per journey here; else the
 * browser. Not for the visual projects: it draws some pixels differently from the baselines.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (existsSync('/usr/lib/chromium/chromium-headless-shell') ? '/usr/lib/chromium/chromium-headless-shell' : chromiumPath);

/** Playwright's launch options for the journeys and axe; a spec that needs more flags spreads `chromiumLaunch.args` into its own. */
export const chromiumLaunch = {
  executablePath: headlessShellPath,
  args: chromiumArgs,
};

/**
 * The visual projects' launch options. Partial raster (re-rastering only the invalidated part of a
 * tile) leaves colour values 1 off along the edges of what changed, e.g. under a blurred loading
 * overlay, so the same screen differed between runs; rastering whole tiles makes it repeatable.
 */
export const visualChromiumLaunch = {
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--disable-partial-raster'],
};
