import { describe, expect, it } from 'vitest';
import { firstLoad, type Manifest } from '../../scripts/first-load';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_before-app.js'] },
  '_before-app.js': { file: 'assets/before-app.js' },
  'src/boot.tsx': { file: 'assets/boot.js', imports: ['_before-app.js', '_framework.js'], css: ['assets/index.css'] },
  '_framework.js': { file: 'assets/framework.js' },
  'src/app/home/HomeRoute.tsx': {
    file: 'assets/HomeRoute.js',
    imports: ['_framework.js', '_carousel.js'],
    css: ['assets/HomeRoute.css'],
  },
  '_carousel.js': { file: 'assets/carousel.js' },
  'src/features/settings/SettingsPage.tsx': { file: 'assets/SettingsPage.js', imports: ['_framework.js'] },
};
const sizes: Record<string, number> = {
  'assets/index.js': 1000,
  'assets/before-app.js': 200,
  'assets/boot.js': 3000,
  'assets/framework.js': 5000,
  'assets/index.css': 300,
  'assets/HomeRoute.js': 700,
  'assets/HomeRoute.css': 50,
  'assets/carousel.js': 400,
  'assets/SettingsPage.js': 9000,
};

describe('firstLoad', () => {
  it("sums the entry's, the app's and the page's static imports once each, JS and CSS apart, and leaves other pages out", () => {
    const load = firstLoad(manifest, ['src/app/home/HomeRoute.tsx'], (file) => sizes[file] ?? 0);
    expect(load.js).toBe(1000 + 200 + 3000 + 5000 + 700 + 400);
    expect(load.css).toBe(300 + 50);
    expect(load.files).not.toContain('assets/SettingsPage.js');
  });

  it('refuses a page the build no longer has, so a renamed route cannot pass the budget unmeasured', () => {
    expect(() => firstLoad(manifest, ['src/features/home/Gone.tsx'], (file) => sizes[file] ?? 0)).toThrow(
      /no chunk for src\/features\/home\/Gone.tsx/,
    );
  });
});
