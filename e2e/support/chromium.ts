// Debian's chromium, never a downloaded browser (ARCHITECTURE.md §5); the flags keep it quiet and
// working in a container without a GPU or a large /dev/shm.
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

/** Launch options for every project; a spec that needs more flags spreads `chromiumArgs` into its own. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};

/**
 * The visual projects' launch options. Partial raster (re-rastering only the invalidated part of a
 * tile) leaves colour values 1 off along the edges of what changed, e.g. under a blurred loading
 * overlay, so the same screen differed between runs; rastering whole tiles makes it repeatable.
 */
export const visualChromiumLaunch = {
  ...chromiumLaunch,
  args: [...chromiumArgs, '--disable-partial-raster'],
};
