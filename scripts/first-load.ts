// What a page's first load transfers, from the build's manifest: the static imports of the entry,
// of the app it loads (src/boot.tsx) and of the route chunk, JavaScript and CSS, each file counted
// as the server sends it (its Brotli copy when the build wrote one, else as it is). Used by the
// budget check (scripts/check-budget.ts) and the benchmark's table; a real Chromium load in
// `npm run bench` confirms the figures.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { appModules, filesOf, PAGE_MODULES, readManifest, staticClosure, type Manifest } from '../server/plugins/build-manifest';

export type { Manifest };

/** The modules a page loads on its own, beside the entry (what the route table's loader imports). */
export const FIRST_LOAD_PAGES = PAGE_MODULES;
export type FirstLoadPage = keyof typeof FIRST_LOAD_PAGES;

/** Budgets in bytes (1 kB = 1,000 bytes), docs/performance.md. */
export const BUDGETS: Record<FirstLoadPage, { js: number; css: number }> = {
  home: { js: 120_000, css: 25_000 },
  'resource detail': { js: 150_000, css: 40_000 },
  login: { js: 150_000, css: 40_000 },
};

export interface FirstLoad {
  js: number;
  css: number;
  files: string[];
}

/** Every file the page's first load fetches, and their transferred sizes summed by kind. */
export function firstLoad(manifest: Manifest, modules: readonly string[], sizeOf: (file: string) => number): FirstLoad {
  const { js, css } = filesOf(manifest, staticClosure(manifest, [...appModules(manifest), ...modules]));
  const sum = (files: string[]) => files.reduce((total, file) => total + sizeOf(file), 0);
  return { js: sum(js), css: sum(css), files: [...js, ...css].sort() };
}

/** Reads dist/: the manifest and each file's size as sent (its .br copy when there is one). */
export function readBuild(distDir: string): { manifest: Manifest; sizeOf: (file: string) => number } {
  const manifest = readManifest(distDir);
  if (!manifest) throw new Error(`No build manifest in ${distDir}/.vite: run \`npm run build\` first.`);
  const sizeOf = (file: string) => {
    const full = path.join(distDir, file);
    return existsSync(`${full}.br`) ? statSync(`${full}.br`).size : statSync(full).size;
  };
  return { manifest, sizeOf };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
