/**
 * Joins a route prefix and a CMS slug. Slugs arrive with a leading slash (`/terms-service`, spec §2:
 * `/linkdetail{slug}`), but the route table puts the slash in the route, so both forms give one path.
 */
export function slugPath(prefix: '/linkdetail' | '/appdetail' | '/resourcedetail', slug: string): string {
  return `${prefix}/${encodeURI(slug.replace(/^\/+/, ''))}`;
}
