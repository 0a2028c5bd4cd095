/** Where a guest goes after logging in, carried as `/login?next=/support`. */
const NEXT_PARAM = 'next';
const PROBE_ORIGIN = 'http://portal.invalid';

/** The login page, with `path` (a path of this portal, search included) to return to afterwards: `/login?next=/support`. */
export function loginPathFor(path: string): string {
  // Slashes may stay as they are in a query value, which keeps the address readable.
  return `/login?${NEXT_PARAM}=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
}

/**
 * The `next` path of a search string when it is a path of this portal (`/support`, `/appdetail/x?y`),
 * else null: `//evil.example`, `https://…`, `/\evil` and the like would leave the site.
 */
export function safeNextPath(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
