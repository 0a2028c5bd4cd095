import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded when it is first needed, not while the server starts (docs/performance.md,
 * "Start-up"): the mail library, the image codec, the HTML sanitiser and the like serve no part of
 * the first request, and loading them was part of the start's critical path. Packages with a
 * CommonJS build only (Node 20's `require`).
 */
export function loadOnFirstUse<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(specifier) as T);
}
