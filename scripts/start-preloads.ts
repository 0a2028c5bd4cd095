/**
 * The chunks the two pages with a first view import as they start (the app after the first paint,
 * then the page's route). Vite's helper preloads a dynamic import's dependencies by adding a
 * `<link rel="modulepreload">` per file as the import starts: for these imports that was a long
 * task of its own (DOM work for 7–9 links), right when the page is busiest. Their stylesheets are
 * still preloaded; their scripts are asked for as the browser reads the imported chunk
 * (docs/performance.md, "The first paint"). Dialogs and other routes keep their preloads.
 */
const CSS_ONLY_PRELOADS = /^assets\/(boot|HomeRoute|AppDetailPage)-[\w-]+\.js$/;

/** Vite's `build.modulePreload.resolveDependencies`: what to preload as `file` is imported. */
export function startPreloads(file: string, deps: string[]): string[] {
  return CSS_ONLY_PRELOADS.test(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps;
}
