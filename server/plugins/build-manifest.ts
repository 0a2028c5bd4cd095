import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by its source module. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * What a page loads beside the entry, as build-manifest keys: the modules its route in
 * src/app/routes.tsx imports. The server preloads them (plugins/spa.ts); the budget check sums
 * them (scripts/first-load.ts).
 */
export const PAGE_MODULES = {
  home: ['src/app/home/HomeRoute.tsx'],
  // The gallery is its own chunk (a resource without media does not need it), but the demo's
  // resources all have one: it belongs to the page's first view.
  'resource detail': [
    'src/features/resources/AppDetailPage.tsx',
    'src/components/all-mantine-styles.ts',
    'src/features/resources/components/MediaGallery.tsx',
  ],
  login: ['src/features/accounts/LoginPage.tsx', 'src/components/all-mantine-styles.ts'],
} as const;
export type PageName = keyof typeof PAGE_MODULES;

/** The build's manifest, or null when there is no build (or it was built without one). */
export function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

export function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk.');
  return entry;
}

/**
 * The app itself, which the entry imports once the page's first view is on screen (src/main.tsx):
 * every page loads it before it renders.
 */
export const APP_MODULE = 'src/boot.tsx';

/** What every page loads before its route: the entry and the app, as manifest keys. */
export function appModules(manifest: Manifest): string[] {
  return [entryKey(manifest), APP_MODULE];
}

/** The chunks `modules` load before they run (themselves and their static imports), as manifest keys. */
export function staticClosure(manifest: Manifest, modules: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...modules];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk for ${key}: is it still loaded by the route table?`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The JavaScript and CSS files of some chunks. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

/** Files to preload, scripts and stylesheets. */
export interface PreloadFiles {
  js: string[];
  css: string[];
}
const NO_FILES: PreloadFiles = { js: [], css: [] };

/**
 * What the app needs beyond the entry, which `index.html` already loads: the files to preload so a
 * page does not wait for the entry to run before asking for them. None when the build does not
 * have them (a build without a manifest, or from before the entry and the app were apart).
 */
export function appFiles(manifest: Manifest | null): PreloadFiles {
  if (!manifest?.[APP_MODULE]) return NO_FILES;
  const entry = staticClosure(manifest, [entryKey(manifest)]);
  return filesOf(
    manifest,
    [...staticClosure(manifest, [APP_MODULE])].filter((key) => !entry.has(key)),
  );
}

/** What lazily loaded route modules need beyond the entry and the app: the files to preload for a page. */
export function routeFiles(manifest: Manifest | null, modules: readonly string[]): PreloadFiles {
  if (!manifest?.[APP_MODULE] || !modules.every((key) => manifest[key])) return NO_FILES;
  const app = staticClosure(manifest, appModules(manifest));
  return filesOf(
    manifest,
    [...staticClosure(manifest, modules)].filter((key) => !app.has(key)),
  );
}
