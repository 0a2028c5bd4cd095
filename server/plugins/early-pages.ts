import { homeEarlyView, resourceEarlyView } from '../content/early-views';
import type { AppDeps } from '../deps';
import { PAGE_MODULES } from './build-manifest';
import type { EarlyPage } from './spa';

/** A path segment as text; null when its escapes are malformed (no such page then). */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const exactly = (path: string) => (pathname: string) => (pathname === path ? [] : null);

/** The pages whose first visit the server speeds up (docs/performance.md). */
export function earlyPages(deps: AppDeps): EarlyPage[] {
  return [
    { match: exactly('/'), modules: PAGE_MODULES.home, view: () => homeEarlyView(deps) },
    {
      match: (pathname) => {
        const slug = /^\/appdetail\/([^/]+)$/.exec(pathname)?.[1];
        const decoded = slug === undefined ? null : decodeSegment(slug);
        return decoded === null ? null : [decoded];
      },
      modules: PAGE_MODULES['resource detail'],
      view: ([slug]) => resourceEarlyView(deps, slug!),
    },
    { match: exactly('/login'), modules: PAGE_MODULES.login, view: async () => ({ preloads: [], firstView: null }) },
  ];
}
