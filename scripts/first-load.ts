// What a page's first load transfers, from the build's manifest: the entry's static imports plus
// the route chunk's, JavaScript and CSS, each file counted as the server sends it (its Brotli copy
// when the build wrote one, else as it is). Used by the budget check (scripts/check-budget.ts) and
// the benchmark's table; a real Chromium load in `npm run bench` confirms the figures.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The modules a page loads on its own, beside the entry (what the route table's loader imports). */
export const FIRST_LOAD_PAGES = {
  home: ['src/app/home/HomeRoute.tsx'],
  'resource detail': ['src/features/resources/AppDetailPage.tsx', 'src/components/all-mantine-styles.ts'],
  login: ['src/features/accounts/LoginPage.tsx', 'src/components/all-mantine-styles.ts'],
} as const;
export type FirstLoadPage = keyof typeof FIRST_LOAD_PAGES;

/** Budgets in bytes (1 kB = 1,000 bytes), docs/performance.md. */
export const BUDGETS: Record<FirstLoadPage, { js: number; css: number }> = {
  home: { js: 142_000, css: 25_000 },
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
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk.');
  const seen = new Set<string>();
  const pending = [entry, ...modules];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk for ${key}: is it still loaded by the route table?`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  const files = new Set<string>();
  for (const key of seen) {
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += sizeOf(file);
    else if (file.endsWith('.js')) js += sizeOf(file);
  }
  return { js, css, files: [...files].sort() };
}

/** Reads dist/: the manifest and each file's size as sent (its .br copy when there is one). */
export function readBuild(distDir: string): { manifest: Manifest; sizeOf: (file: string) => number } {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const sizeOf = (file: string) => {
    const full = path.join(distDir, file);
    return existsSync(`${full}.br`) ? statSync(`${full}.br`).size : statSync(full).size;
  };
  return { manifest, sizeOf };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
