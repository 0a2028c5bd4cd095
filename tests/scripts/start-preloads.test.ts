import { describe, expect, it } from 'vitest';
import { startPreloads } from '../../scripts/start-preloads';

// The start's dynamic imports preload their stylesheets only (docs/performance.md, "The first
// paint"); every other dynamic import keeps Vite's preloads of its scripts.
const deps = ['assets/framework-BYm6-S_0.js', 'assets/guest-ui-HaotWP5p.js', 'assets/boot-D5r0nIeS.css'];

describe("the build's preloads for dynamic imports", () => {
  it('asks only for the stylesheets of the app, the home route and the resource page as they start', () => {
    for (const file of ['assets/boot-DthvnFEN.js', 'assets/HomeRoute-CHdSGMzV.js', 'assets/AppDetailPage-DR8dUShO.js'])
      expect(startPreloads(file, deps), file).toEqual(['assets/boot-D5r0nIeS.css']);
  });

  it('keeps every preload of a dialog or another route', () => {
    for (const file of ['assets/ContactUsDialog-NZCmG9qM.js', 'assets/SettingsPage-Ab12Cd34.js', 'assets/bootstrap-x1.js'])
      expect(startPreloads(file, deps), file).toEqual(deps);
  });
});
