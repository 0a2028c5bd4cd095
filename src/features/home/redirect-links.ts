export interface RedirectLink {
  /** In-app path (`/register`) or absolute URL. */
  href: string;
  label: string;
  /** Another site: opened in a new tab. */
  isExternal: boolean;
}

const MAX_LINKS = 2;

/**
 * Spec §3: a banner's redirect_links is comma-separated 'url@label' pairs, up to two. The label is
 * after the last '@' (a URL may itself hold one). A full URL on the portal's own origin becomes an
 * in-app path, so it navigates without a reload.
 */
export function parseRedirectLinks(value: string | null | undefined, appOrigin?: string): RedirectLink[] {
  if (!value) return [];
  return value
    .split(',')
    .map((pair) => toLink(pair, appOrigin))
    .filter((link): link is RedirectLink => link !== null)
    .slice(0, MAX_LINKS);
}

function toLink(pair: string, appOrigin: string | undefined): RedirectLink | null {
  const at = pair.lastIndexOf('@');
  const url = (at === -1 ? pair : pair.slice(0, at)).trim();
  const label = (at === -1 ? '' : pair.slice(at + 1)).trim() || 'Learn more';
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return { href: url, label, isExternal: false };
  if (appOrigin && url.startsWith(`${appOrigin}/`)) return { href: url.slice(appOrigin.length), label, isExternal: false };
  if (/^https?:\/\//i.test(url)) return { href: url, label, isExternal: true };
  // Anything else (javascript:, relative fragments) is not a link we follow.
  return null;
}
